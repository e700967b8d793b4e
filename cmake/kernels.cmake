# SPDX-License-Identifier: ISC
# Kernel selection (docs/design.md, Kernels): the core named by HALITE_CORE
# runs the kernels of its instruction set, src/arch/<isa>/<stem>.S (or .c),
# where
#   armv6m  = Cortex-M0, M0+          (Thumb-1)
#   armv7m  = Cortex-M3               (Thumb-2)
#   armv7em = Cortex-M4, M7, M33      (Thumb-2 with the DSP extension: UMAAL)
# src/arch/<isa>/inherit.txt may name kernels of another instruction set that
# this one uses as they are, one "<isa>/<stem>" a line (the M4 keeps the
# M3's Salsa20, for instance), or a whole set by a line "<isa>" alone: every
# kernel of that set (its files and what its inherit.txt names) whose stem
# this set has no kernel for (armv7a_neon takes armv7a's but its own
# Salsa20). For each kernel file it builds, the library
# defines HALITE_ARCH_<STEM>=<isa> (PUBLIC, so tests compare it with the
# portable C); src/internal.h turns that into the kernel's name. Without a
# core (the host) or with HALITE_PORTABLE, only the portable C is built.
#
# The small build (HALITE_SMALL=ON) has a kernel set of its own per
# instruction set: src/arch/<isa>/small/<stem>.S (or .c), and the kernels
# its src/arch/<isa>/small/inherit.txt names ("<isa>/<stem>" for a speed
# kernel kept as it is, "<isa>/small/<stem>" for another set's compact one).
# Its tag is <isa>_small (HALITE_ARCH_FE25519=armv7m_small: the kernel is
# halite_fe25519_mul_armv7m_small), same prototypes. src/arch/generic/small
# holds compact portable C kernels: the small build of the host (and of
# HALITE_PORTABLE) uses them, the cores' small sets inherit those they want.
# A stem no set provides falls back to the portable C, as always.
# Above the kernels, src/small.txt names the sources the small build
# compiles instead of the speed build's, and src/hardened.txt those the
# fault-hardened build (HALITE_HARDENED=ON) compiles instead of the default
# build's (halite_swap_sources).
#
# The core's instruction set comes from halite_core_isa (cmake/cortex-m.cmake).
#
#   halite_add_kernels(<target> <isa> [small])
#                                      adds the kernels of <isa> (or of its
#                                      small set) to <target>
#   halite_add_neon_dispatch(<target>)  a hosted ARMv7-A build (32-bit Arm
#                                      Linux, NEON not guaranteed): also the
#                                      NEON set's own kernels, and the
#                                      run-time choice between them and the
#                                      scalar ones (src/arch/dispatch/neon.c)
#   halite_swap_sources(<list> <manifest> <enabled>)
#                                      edits the source list <list> by
#                                      src/<manifest> (small.txt, hardened.txt)
#                                      for that build (<enabled> true) or the other

# Sets <files_var> to the kernel files of the set <set_dir> (a folder of
# src/arch): its own, then those its inherit.txt names, one file per stem.
function(halite_kernel_set_files set_dir files_var)
  set(arch ${PROJECT_SOURCE_DIR}/src/arch)
  file(GLOB files CONFIGURE_DEPENDS ${arch}/${set_dir}/*.S ${arch}/${set_dir}/*.c)
  set(own_stems "")
  foreach(f IN LISTS files)
    get_filename_component(stem ${f} NAME_WE)
    list(APPEND own_stems ${stem})
  endforeach()
  if(EXISTS ${arch}/${set_dir}/inherit.txt)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${arch}/${set_dir}/inherit.txt)
    file(STRINGS ${arch}/${set_dir}/inherit.txt entries REGEX "^[a-z]")
    foreach(entry IN LISTS entries)
      string(STRIP "${entry}" entry)
      if(NOT entry MATCHES "/")
        # a whole set: its kernels for the stems not taken yet
        if(NOT EXISTS ${arch}/${entry})
          message(FATAL_ERROR "src/arch/${set_dir}/inherit.txt: no kernel set src/arch/${entry}")
        endif()
        halite_kernel_set_files(${entry} set_files)
        foreach(f IN LISTS set_files)
          get_filename_component(stem ${f} NAME_WE)
          if(NOT stem IN_LIST own_stems)
            list(APPEND own_stems ${stem})
            list(APPEND files ${f})
          endif()
        endforeach()
        continue()
      endif()
      file(GLOB found ${arch}/${entry}.S ${arch}/${entry}.c)
      get_filename_component(stem ${entry} NAME)
      if(NOT found)
        message(FATAL_ERROR "src/arch/${set_dir}/inherit.txt: no kernel src/arch/${entry}.S or .c")
      elseif(stem IN_LIST own_stems)
        message(FATAL_ERROR "src/arch/${set_dir}/inherit.txt: ${entry} is also a kernel of ${set_dir}")
      endif()
      list(APPEND own_stems ${stem})
      list(APPEND files ${found})
    endforeach()
  endif()
  set(${files_var} ${files} PARENT_SCOPE)
endfunction()

function(halite_add_kernels target isa)
  set(arch ${PROJECT_SOURCE_DIR}/src/arch)
  set(set_dir ${isa})
  if(ARGV2 STREQUAL "small")
    set(set_dir ${isa}/small)
  endif()
  halite_kernel_set_files(${set_dir} files)
  target_sources(${target} PRIVATE ${files})
  foreach(f IN LISTS files)
    get_filename_component(stem ${f} NAME_WE)
    # the set's tag: the folder under src/arch, "/" as "_" (armv7m_small)
    get_filename_component(dir ${f} DIRECTORY)
    file(RELATIVE_PATH from ${arch} ${dir})
    string(REPLACE "/" "_" from ${from})
    string(TOUPPER ${stem} stem)
    target_compile_definitions(${target} PUBLIC HALITE_ARCH_${stem}=${from})
  endforeach()
endfunction()

# The NEON set's own kernel files (not what it inherits) are built with
# HALITE_NEON_DISPATCH, which leaves out what the scalar set already has
# (its cores, its aliases); HALITE_DISPATCH_NEON and HALITE_DISPATCH_<STEM>
# (PUBLIC) tell src/internal.h that the stem's entry point is the run-time
# choice.
function(halite_add_neon_dispatch target)
  set(arch ${PROJECT_SOURCE_DIR}/src/arch)
  file(GLOB files CONFIGURE_DEPENDS ${arch}/armv7a_neon/*.S)
  set_source_files_properties(${files} PROPERTIES COMPILE_DEFINITIONS HALITE_NEON_DISPATCH)
  target_sources(${target} PRIVATE ${files} ${arch}/dispatch/neon.c)
  target_compile_definitions(${target} PUBLIC HALITE_DISPATCH_NEON)
  foreach(f IN LISTS files)
    get_filename_component(stem ${f} NAME_WE)
    string(TOUPPER ${stem} stem)
    target_compile_definitions(${target} PUBLIC HALITE_DISPATCH_${stem})
  endforeach()
endfunction()

# src/small.txt and src/hardened.txt: one line per method the build changes
# above the kernels, "<its source> <the other build's source>...": with
# <enabled> true it compiles the first instead of the others; otherwise it
# never compiles the first. Paths are relative to src/. The two manifests name no
# source in common, so a small hardened build applies both.
function(halite_swap_sources list manifest enabled)
  set(path ${PROJECT_SOURCE_DIR}/src/${manifest})
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${path})
  file(STRINGS ${path} lines REGEX "^[a-z]")
  set(sources ${${list}})
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "[ \t]+" ";" words "${line}")
    list(GET words 0 own_source)
    list(REMOVE_AT words 0)
    if(enabled)
      foreach(w IN LISTS words)
        if(NOT EXISTS ${PROJECT_SOURCE_DIR}/src/${w})
          message(FATAL_ERROR "src/${manifest}: no src/${w}")
        endif()
        list(REMOVE_ITEM sources ${PROJECT_SOURCE_DIR}/src/${w})
      endforeach()
    else()
      list(REMOVE_ITEM sources ${PROJECT_SOURCE_DIR}/src/${own_source})
    endif()
  endforeach()
  set(${list} ${sources} PARENT_SCOPE)
endfunction()
