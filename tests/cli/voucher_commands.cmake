# A compute voucher (算力券) through the CLI: project JSON in and out, its
# cost line in `evaluate --json`, the XLSX in both languages and
# `portfolio --json` (lib/check_voucher.py reads them back with Python's
# zipfile and ElementTree and holds them to one number).
include(${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake)

if(NOT PYTHON)
    message(FATAL_ERROR "python3 is needed to read the exports back (run.sh installs it)")
endif()
execute_process(COMMAND ${PYTHON} ${CMAKE_CURRENT_LIST_DIR}/lib/check_voucher.py ${CLI} ${WORK}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "check_voucher.py: exit ${rc}\n${out}\n${err}")
endif()
