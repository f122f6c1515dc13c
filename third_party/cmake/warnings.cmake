# Compiler warnings and sanitizers applied to every project target through hfg_options.
add_library(hfg_options INTERFACE)
target_compile_options(hfg_options INTERFACE -Wall -Wextra -Wpedantic -Wshadow=local -Wnon-virtual-dtor
                                             -Wold-style-cast -Wcast-align -Woverloaded-virtual)
if(HFG_WERROR)
  target_compile_options(hfg_options INTERFACE -Werror)
endif()
if(HFG_SANITIZE)
  target_compile_options(hfg_options INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
                                               -fno-sanitize-recover=undefined)
  target_link_options(hfg_options INTERFACE -fsanitize=address,undefined)
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
