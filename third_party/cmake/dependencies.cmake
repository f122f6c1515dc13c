# Finds the Debian system packages installed by third_party/install-deps.sh.
find_package(PkgConfig REQUIRED)
find_package(Threads REQUIRED)

# cereal and RapidJSON are header-only.
find_path(CEREAL_INCLUDE_DIR cereal/cereal.hpp REQUIRED)
add_library(hfg_cereal INTERFACE)
target_include_directories(hfg_cereal SYSTEM INTERFACE ${CEREAL_INCLUDE_DIR})

find_package(CLI11 CONFIG QUIET)
if(NOT TARGET CLI11::CLI11)
  find_path(CLI11_INCLUDE_DIR CLI/CLI.hpp REQUIRED)
  add_library(CLI11::CLI11 INTERFACE IMPORTED)
  target_include_directories(CLI11::CLI11 INTERFACE ${CLI11_INCLUDE_DIR})
endif()

find_package(GDAL CONFIG QUIET)
if(NOT TARGET GDAL::GDAL)
  pkg_check_modules(GDAL REQUIRED IMPORTED_TARGET gdal)
  add_library(GDAL::GDAL ALIAS PkgConfig::GDAL)
endif()

pkg_check_modules(CAIRO REQUIRED IMPORTED_TARGET cairo)
find_path(STB_INCLUDE_DIR stb_image_write.h PATH_SUFFIXES stb REQUIRED)
find_library(STB_LIBRARY stb REQUIRED)
add_library(hfg_stb INTERFACE)
target_include_directories(hfg_stb SYSTEM INTERFACE ${STB_INCLUDE_DIR})
target_link_libraries(hfg_stb INTERFACE ${STB_LIBRARY})

find_package(Boost REQUIRED)

if(HFG_BUILD_EDITOR)
  pkg_check_modules(SDL2 REQUIRED IMPORTED_TARGET sdl2)
  pkg_check_modules(IMGUI REQUIRED IMPORTED_TARGET imgui)
  find_package(OpenGL REQUIRED)
endif()

if(BUILD_TESTING OR NOT DEFINED BUILD_TESTING)
  find_package(doctest REQUIRED)
endif()
if(HFG_BUILD_BENCH)
  find_package(benchmark REQUIRED)
endif()
