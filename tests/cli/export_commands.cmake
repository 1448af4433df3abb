# `suanpan-cli export`: XLSX and CSV read back by independent tools
# (lib/check_export.py: Python's zipfile, ElementTree and csv), usage
# errors, and write failures that leave no file behind.
include(${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake)

if(NOT PYTHON)
    message(FATAL_ERROR "python3 is needed to read the exports back (run.sh installs it)")
endif()
execute_process(COMMAND ${PYTHON} ${CMAKE_CURRENT_LIST_DIR}/lib/check_export.py ${CLI} ${WORK}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "check_export.py: exit ${rc}\n${out}\n${err}")
endif()

# Usage errors: one line, exit 2.
run_cli(2 out err export example.suanpan)
expect_one_line("${err}")
run_cli(2 out err export example.suanpan --xlsx a.xlsx --csv a.csv)
expect_one_line("${err}")
run_cli(2 out err export example.suanpan --csv a.csv --lang fr)
expect_one_line("${err}")
expect_contains("${err}" "zh_CN or en")
run_cli(1 out err export missing.suanpan --csv a.csv)
expect_one_line("${err}")

# A folder that does not exist.
run_cli(1 out err export example.suanpan --xlsx ${WORK}/no/such/folder/out.xlsx)
expect_one_line("${err}")
expect_contains("${err}" "cannot write there")

# A read-only folder. Root writes anything, so as root the export runs as
# nobody (setpriv); a test that cannot check this fails.
file(MAKE_DIRECTORY ${WORK}/ro)
file(WRITE ${WORK}/ro/keep.xlsx "old")
file(CHMOD ${WORK}/ro DIRECTORY_PERMISSIONS OWNER_READ OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
     WORLD_READ WORLD_EXECUTE)
file(CHMOD ${WORK} DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
     GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
file(CHMOD ${WORK}/example.suanpan PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
set(as_user)
if(uid STREQUAL "0")
    find_program(SETPRIV setpriv)
    if(NOT SETPRIV)
        message(FATAL_ERROR "running as root without setpriv: cannot test a read-only folder")
    endif()
    set(as_user ${SETPRIV} --reuid=65534 --regid=65534 --clear-groups)
endif()
foreach(kind xlsx csv)
    execute_process(COMMAND ${as_user} ${CLI} export ${WORK}/example.suanpan --${kind}
                            ${WORK}/ro/keep.xlsx
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 1)
        message(FATAL_ERROR "read-only folder (${kind}): exit ${rc}\n${out}\n${err}")
    endif()
    expect_one_line("${err}")
    expect_contains("${err}" "cannot write there")
endforeach()
file(READ ${WORK}/ro/keep.xlsx kept)
file(GLOB left LIST_DIRECTORIES true ${WORK}/ro/* ${WORK}/ro/.*)
list(LENGTH left count)
if(NOT kept STREQUAL "old" OR NOT count EQUAL 1)
    message(FATAL_ERROR "read-only folder: the old file changed or files were left: ${left}")
endif()

# A full disk, as a file-size limit: the write fails, nothing is left and
# an existing file keeps its content.
find_program(PRLIMIT prlimit)
if(NOT PRLIMIT)
    message(FATAL_ERROR "prlimit (util-linux) is needed to test a failing write")
endif()
file(MAKE_DIRECTORY ${WORK}/full)
file(WRITE ${WORK}/full/out.xlsx "old")
foreach(kind xlsx csv)
    execute_process(COMMAND ${PRLIMIT} --fsize=1024 ${CLI} export ${WORK}/example.suanpan
                            --${kind} ${WORK}/full/out.xlsx
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 1)
        message(FATAL_ERROR "full disk (${kind}): exit ${rc}\n${out}\n${err}")
    endif()
    expect_one_line("${err}")
    expect_contains("${err}" "writing the file failed")
endforeach()
file(READ ${WORK}/full/out.xlsx kept)
file(GLOB left LIST_DIRECTORIES true ${WORK}/full/* ${WORK}/full/.*)
list(LENGTH left count)
if(NOT kept STREQUAL "old" OR NOT count EQUAL 1)
    message(FATAL_ERROR "full disk: the old file changed or files were left: ${left}")
endif()
