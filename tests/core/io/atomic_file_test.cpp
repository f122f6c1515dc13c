// The atomic writer keeps a backup and leaves the original untouched when saving fails.
#include <doctest/doctest.h>

#include <unistd.h>

#include "core/io/atomic_file.h"
#include "core/io/campaign_io.h"
#include "core/io/load_error.h"
#include "io_test_support.h"

using namespace hfg;

namespace {

/// Files in `folder` other than those named: leftovers of a failed save.
int strayFiles(const std::filesystem::path& folder, std::initializer_list<std::string> expected) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    bool known = false;
    for (const auto& name : expected) known = known || entry.path().filename() == name;
    count += known ? 0 : 1;
  }
  return count;
}

}  // namespace

TEST_CASE("saving writes the file, then keeps the previous version as NAME.bak") {
  test::ScratchFolder folder("atomic_backup");
  const auto file = folder / "state.json";
  writeFileAtomically(file, "first");
  CHECK(test::readText(file) == "first");
  CHECK_FALSE(std::filesystem::exists(backupPathOf(file)));

  writeFileAtomically(file, "second");
  CHECK(test::readText(file) == "second");
  CHECK(backupPathOf(file).filename() == "state.json.bak");
  CHECK(test::readText(backupPathOf(file)) == "first");

  writeFileAtomically(file, "third");
  CHECK(test::readText(file) == "third");
  CHECK(test::readText(backupPathOf(file)) == "second");
  CHECK(strayFiles(folder.path(), {"state.json", "state.json.bak"}) == 0);
}

TEST_CASE("a campaign save keeps the previous save as a loadable backup") {
  test::ScratchFolder folder("atomic_campaign");
  CampaignState state = test::fullCampaignState();
  saveCampaignState(state, folder / "state.json");
  CampaignState next = state;
  next.day = 4;
  saveCampaignState(next, folder / "state.json", SaveFormat::Binary);
  CHECK(loadCampaignState(folder / "state.json").day == 4);
  CHECK(loadCampaignState(folder / "state.json.bak") == state);
}

TEST_CASE("when the backup cannot be made, the save fails and the original is untouched") {
  test::ScratchFolder folder("atomic_backup_blocked");
  const auto file = folder / "state.json";
  writeFileAtomically(file, "original");
  // A non-empty folder where the backup must go: the rename onto it fails even for root.
  std::filesystem::create_directories(backupPathOf(file) / "occupied");
  CHECK_THROWS_AS(writeFileAtomically(file, "replacement"), SaveError);
  CHECK(test::readText(file) == "original");
  CHECK(strayFiles(folder.path(), {"state.json", "state.json.bak"}) == 0);
}

TEST_CASE("when the target is a folder or its folder is missing, nothing is written") {
  test::ScratchFolder folder("atomic_bad_target");
  std::filesystem::create_directories(folder / "taken" / "inside");
  CHECK_THROWS_AS(writeFileAtomically(folder / "taken", "x"), SaveError);
  CHECK(std::filesystem::is_directory(folder / "taken" / "inside"));
  CHECK(strayFiles(folder.path(), {"taken"}) == 0);

  CHECK_THROWS_AS(writeFileAtomically(folder / "no_such_folder" / "state.json", "x"), SaveError);
  CHECK_FALSE(std::filesystem::exists(folder / "no_such_folder"));
}

TEST_CASE("in an unwritable folder the save fails and the original is untouched") {
  if (::geteuid() == 0) {
    // Root ignores permissions; the blocked-backup case above covers failure after writing.
    MESSAGE("running as root: permission test skipped");
    return;
  }
  test::ScratchFolder folder("atomic_read_only");
  const auto file = folder / "state.json";
  writeFileAtomically(file, "original");
  std::filesystem::permissions(
      folder.path(), std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
  CHECK_THROWS_AS(writeFileAtomically(file, "replacement"), SaveError);
  std::filesystem::permissions(folder.path(), std::filesystem::perms::owner_all);
  CHECK(test::readText(file) == "original");
  CHECK(strayFiles(folder.path(), {"state.json"}) == 0);
}

TEST_CASE("the save error names the file") {
  test::ScratchFolder folder("atomic_message");
  try {
    writeFileAtomically(folder / "missing" / "x.json", "x");
    FAIL("saved");
  } catch (const SaveError& e) {
    CHECK(std::string(e.what()).find("missing/x.json: cannot save: ") != std::string::npos);
  }
}

TEST_CASE("the bounded reader refuses what it must and reads what it may") {
  test::ScratchFolder folder("bounded_reader");
  test::writeText(folder / "small", "12345");
  CHECK(readFileBounded(folder / "small", 5) == "12345");
  CHECK_THROWS_AS(readFileBounded(folder / "small", 4), LoadError);
  CHECK(readFileHead(folder / "small", 2) == "12");
  CHECK(readFileHead(folder / "small", 99) == "12345");
  try {
    readFileBounded(folder / "absent", 10);
    FAIL("read");
  } catch (const LoadError& e) {
    CHECK(e.problem() == "file not found");
    CHECK(e.file().filename() == "absent");
  }
}

TEST_CASE("a replaced file keeps its permissions") {
  test::ScratchFolder folder("atomic_mode");
  const auto file = folder / "state.json";
  writeFileAtomically(file, "first");
  std::filesystem::permissions(
      file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  writeFileAtomically(file, "second");
  CHECK((std::filesystem::status(file).permissions() & std::filesystem::perms::all) ==
        (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
}
