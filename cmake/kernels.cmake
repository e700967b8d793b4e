# Kernel selection (DESIGN.md §2): the core named by HALITE_CORE runs the
# kernels of its instruction set, src/arch/<isa>/<stem>.S (or .c), where
#   armv6m  = Cortex-M0, M0+          (Thumb-1)
#   armv7m  = Cortex-M3               (Thumb-2)
#   armv7em = Cortex-M4, M7, M33      (Thumb-2 with the DSP extension: UMAAL)
# src/arch/<isa>/inherit.txt may name kernels of another instruction set that
# this one uses as they are, one "<isa>/<stem>" a line (the M4 keeps the
# M3's Salsa20, for instance). For each kernel file it builds, the library
# defines HALITE_ARCH_<STEM>=<isa> (PUBLIC, so tests compare it with the
# portable C); src/internal.h turns that into the kernel's name. Without a
# core (the host) or with HALITE_PORTABLE, only the portable C is built.
#
#   halite_core_isa(<core> <var>)      sets <var> to the core's instruction set
#   halite_add_kernels(<target> <isa>) adds the kernels of <isa> to <target>

set(HALITE_CORES cortex-m0 cortex-m0plus cortex-m3 cortex-m4 cortex-m7 cortex-m33)

function(halite_core_isa core var)
  if(core STREQUAL "cortex-m0" OR core STREQUAL "cortex-m0plus")
    set(${var} armv6m PARENT_SCOPE)
  elseif(core STREQUAL "cortex-m3")
    set(${var} armv7m PARENT_SCOPE)
  elseif(core STREQUAL "cortex-m4" OR core STREQUAL "cortex-m7" OR core STREQUAL "cortex-m33")
    set(${var} armv7em PARENT_SCOPE)
  else()
    message(FATAL_ERROR "HALITE_CORE=${core}: not a core halite knows (${HALITE_CORES})")
  endif()
endfunction()

function(halite_add_kernels target isa)
  set(arch ${PROJECT_SOURCE_DIR}/src/arch)
  file(GLOB files CONFIGURE_DEPENDS ${arch}/${isa}/*.S ${arch}/${isa}/*.c)
  set(own_stems "")
  foreach(f IN LISTS files)
    get_filename_component(stem ${f} NAME_WE)
    list(APPEND own_stems ${stem})
  endforeach()
  if(EXISTS ${arch}/${isa}/inherit.txt)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${arch}/${isa}/inherit.txt)
    file(STRINGS ${arch}/${isa}/inherit.txt entries REGEX "^[a-z]")
    foreach(entry IN LISTS entries)
      string(STRIP "${entry}" entry)
      file(GLOB found ${arch}/${entry}.S ${arch}/${entry}.c)
      get_filename_component(stem ${entry} NAME)
      if(NOT found)
        message(FATAL_ERROR "src/arch/${isa}/inherit.txt: no kernel src/arch/${entry}.S or .c")
      elseif(stem IN_LIST own_stems)
        message(FATAL_ERROR "src/arch/${isa}/inherit.txt: ${entry} is also a kernel of ${isa}")
      endif()
      list(APPEND files ${found})
    endforeach()
  endif()
  target_sources(${target} PRIVATE ${files})
  foreach(f IN LISTS files)
    get_filename_component(stem ${f} NAME_WE)
    get_filename_component(dir ${f} DIRECTORY)
    get_filename_component(from ${dir} NAME)
    string(TOUPPER ${stem} stem)
    target_compile_definitions(${target} PUBLIC HALITE_ARCH_${stem}=${from})
  endforeach()
endfunction()
