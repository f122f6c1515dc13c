# Compiler warnings and sanitizers applied to every project target through hfg_options.
add_library(hfg_options INTERFACE)
target_compile_options(hfg_options INTERFACE -Wall -Wextra -Wpedantic -Wnon-virtual-dtor
                                             -Wold-style-cast -Wcast-align -Woverloaded-virtual)
# gcc's -Wshadow=local; clang (the sanitizer pass and the fuzz targets) spells it differently.
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  target_compile_options(hfg_options INTERFACE -Wshadow-uncaptured-local)
else()
  target_compile_options(hfg_options INTERFACE -Wshadow=local)
endif()
if(HFG_WERROR)
  target_compile_options(hfg_options INTERFACE -Werror)
endif()
if(HFG_SANITIZE)
  target_compile_options(hfg_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
                                               -fno-sanitize-recover=undefined)
  target_link_options(hfg_options INTERFACE -fsanitize=address,undefined)
endif()
if((HFG_SANITIZE OR HFG_FUZZ) AND CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  # Third-party code whose undefined behaviour is known and harmless, listed with why.
  target_compile_options(hfg_options INTERFACE
                         -fsanitize-ignorelist=${PROJECT_SOURCE_DIR}/third_party/sanitizers/ubsan-ignore.txt)
endif()
if(HFG_FUZZ)
  # Coverage feedback for libFuzzer in every library the fuzz targets reach (tests/fuzz).
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "HFG_FUZZ needs clang: configure with CC=clang-14 CXX=clang++-14")
  endif()
  target_compile_options(hfg_options INTERFACE -fsanitize=fuzzer-no-link,address,undefined
                                               -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(hfg_options INTERFACE -fsanitize=address,undefined)
endif()
