# Issue 33's repros against the CLI (lib/hostile_inputs.py): bounds on every
# count and amount, exports that write like saves and refuse what evaluate
# refuses, sidecars that cannot block, XLSX text XML can hold, CSV formulas
# after invisible or full-width characters, a 240-byte project name, and
# exports killed at random moments. Every command runs under a timeout.
include(${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake)

if(NOT PYTHON)
    message(FATAL_ERROR "python3 is needed to craft the hostile inputs (run.sh installs it)")
endif()
# SUANPAN_EXPORT_KILLS=250 for the extended run.
set(kills 30)
if(DEFINED ENV{SUANPAN_EXPORT_KILLS})
    set(kills $ENV{SUANPAN_EXPORT_KILLS})
endif()
execute_process(COMMAND ${PYTHON} ${CMAKE_CURRENT_LIST_DIR}/lib/hostile_inputs.py ${CLI} ${WORK}
                        ${kills}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "hostile_inputs.py: exit ${rc}\n${out}\n${err}")
endif()
message(STATUS "${out}")
