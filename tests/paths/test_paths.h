// Where the tests find the checkout, the build folder and the programs they start.
// The paths live in one generated file (tests/paths/CMakeLists.txt), not in every test file's
// command line: a compile definition holding the clone's absolute path made every test object
// differ between two clones, so ccache missed all of them in CI's fresh clone.
#pragma once

#include <filesystem>

namespace hfg::testpaths {

/// The source tree (the checkout): campaigns/, tests/fixtures/ and the rest by path.
std::filesystem::path sourceDir();

/// The build folder (CMake's top-level binary directory): scratch files the tests keep.
std::filesystem::path binaryDir();

/// The hfg command line this build makes.
std::filesystem::path cliExe();

/// The hfg-editor window this build makes; empty when the editor is not built (HFG_BUILD_EDITOR).
std::filesystem::path editorExe();

}  // namespace hfg::testpaths
