# The installed binaries run from the unpacked root: both say the project's
# version, the CLI writes the example project, and the GUI (offscreen) loads it.
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)
set(cli ${ROOT}/usr/bin/suanpan-cli)
set(gui ${ROOT}/usr/bin/suanpan)
foreach(bin ${cli} ${gui})
    if(NOT EXISTS ${bin})
        message(FATAL_ERROR "not installed: ${bin}")
    endif()
endforeach()

run_ok(v ${cli} --version)
if(NOT v_out STREQUAL "suanpan-cli ${VERSION}\n")
    message(FATAL_ERROR "suanpan-cli --version printed \"${v_out}\", not ${VERSION}")
endif()

# A home of its own: no settings, recent files or recovery copies of anyone's.
set(home ${WORK}/home)
file(REMOVE_RECURSE ${home})
file(MAKE_DIRECTORY ${home})
set(env ${CMAKE_COMMAND} -E env HOME=${home} XDG_CONFIG_HOME=${home}/config
    XDG_DATA_HOME=${home}/data XDG_CACHE_HOME=${home}/cache XDG_RUNTIME_DIR=${home}/run
    QT_QPA_PLATFORM=offscreen LANG=C.UTF-8)
file(MAKE_DIRECTORY ${home}/run)
file(CHMOD ${home}/run DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

run_ok(g ${env} ${gui} --version)
if(NOT g_out STREQUAL "suanpan ${VERSION}\n")
    message(FATAL_ERROR "suanpan --version printed \"${g_out}\", not ${VERSION}")
endif()

set(project ${WORK}/example.suanpan)
run_ok(ex ${cli} project example ${project})
run_ok(show ${cli} project show ${project} --json)
string(JSON workloads LENGTH "${show_out}" workloads)
string(JSON options LENGTH "${show_out}" options)
run_ok(load ${env} ${gui} --quit-after-load ${project})
if(NOT load_out MATCHES "^loaded \"[^\n]*\": ${workloads} workloads, ${options} options\n$")
    message(FATAL_ERROR "the installed GUI did not load ${project}: ${load_out}${load_err}")
endif()
# And it refuses what is not a project, with a message and exit 1.
file(WRITE ${WORK}/not-a-project.suanpan "plain text")
execute_process(COMMAND ${env} ${gui} --quit-after-load ${WORK}/not-a-project.suanpan
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1 OR err STREQUAL "")
    message(FATAL_ERROR "a text file: exit ${rc}, stdout ${out}, stderr ${err}")
endif()
