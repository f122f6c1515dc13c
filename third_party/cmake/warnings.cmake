# Compiler warnings and sanitizers applied to every project target through hfg_options.
add_library(hfg_options INTERFACE)
set(hfg_warnings -Wall -Wextra -Wpedantic -Wshadow=local -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
                 -Woverloaded-virtual)
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  # GCC's -Wshadow=local as clang (the sanitizer pass and the fuzz targets) spells it.
  list(REMOVE_ITEM hfg_warnings -Wshadow=local)
  list(APPEND hfg_warnings -Wshadow-uncaptured-local)
endif()
target_compile_options(hfg_options INTERFACE ${hfg_warnings})
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
