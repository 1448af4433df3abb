# Providers' quotes (issue 31): `quote import` reads CSV and pasted TSV,
# refuses bad rows one line each and keeps the good ones with --save;
# `quote list` normalises them; `evaluate` prices an option from a quote,
# names it as the source, and leaves an expired quote out of the verdict.
include(${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake)

set(TODAY 2026-12-03)
run_cli(0 out err project example example.suanpan)

# Without --save the project is not touched; the bad row is one refusal
# naming its line and column, the good row still imports.
file(SHA256 ${WORK}/example.suanpan before)
run_cli(0 out err quote import ${DATA}/quotes/h800_server_month.csv --project example.suanpan --today ${TODAY} --json)
file(SHA256 ${WORK}/example.suanpan after)
if(NOT before STREQUAL after)
    message(FATAL_ERROR "quote import without --save changed the project")
endif()
string(JSON imported LENGTH "${out}" imported)
string(JSON refused LENGTH "${out}" refusals)
string(JSON line GET "${out}" refusals 0 line)
string(JSON field GET "${out}" refusals 0 field)
if(NOT imported EQUAL 1 OR NOT refused EQUAL 1 OR NOT line EQUAL 3 OR NOT field STREQUAL "price_cny")
    message(FATAL_ERROR "import: ${imported} imported, ${refused} refused (line ${line}, ${field})")
endif()
# 76 000 CNY / (8 cards x 730 hours) = 13.0137 CNY per card-hour.
string(JSON csv_list GET "${out}" imported 0 normalised list_cny_per_card_hour)
if(NOT csv_list MATCHES "^13\\.01")
    message(FATAL_ERROR "list price per card-hour ${csv_list}, expected 13.01")
endif()

# The same quote pasted from a spreadsheet in Chinese: the same figure.
run_cli(0 out err quote import ${DATA}/quotes/h800_server_month_paste.tsv --project example.suanpan --save --today ${TODAY} --json)
string(JSON paste_list GET "${out}" imported 0 normalised list_cny_per_card_hour)
string(JSON saved GET "${out}" saved)
string(JSON id GET "${out}" imported 0 id)
if(NOT paste_list STREQUAL csv_list OR NOT saved OR NOT id STREQUAL "q-1")
    message(FATAL_ERROR "paste: ${paste_list} (csv ${csv_list}), saved ${saved}, id ${id}")
endif()

# An option of 8 H800 priced from the quote.
run_cli(0 project err project show example.suanpan --json)
string(JSON n LENGTH "${project}" options)
string(JSON project SET "${project}" options ${n}
       [=[{"id": "o-h800-quote", "name": "H800 quote", "card_id": "h800-sxm", "card_count": 8,
           "facility_id": "gpu-cloud", "acquisition": "rent", "chosen": false, "quote_id": "q-1"}]=])
file(WRITE ${WORK}/with-quote.json "${project}")
run_cli(0 out err project create --from with-quote.json quoted.suanpan)

run_cli(0 listed err quote list quoted.suanpan --today ${TODAY} --json)
string(JSON page_used GET "${listed}" quotes 0 normalised used_cny_per_card_hour)
string(JSON page_option GET "${listed}" quotes 0 normalised option_id)
if(NOT page_option STREQUAL "o-h800-quote")
    message(FATAL_ERROR "quote list normalised on ${page_option}")
endif()

run_cli(0 out err evaluate quoted.suanpan --samples 0 --no-sensitivity --today ${TODAY} --json)
string(JSON count LENGTH "${out}" options)
math(EXPR last "${count} - 1")
set(found "")
foreach(i RANGE ${last})
    string(JSON oid GET "${out}" options ${i} id)
    if(oid STREQUAL "o-h800-quote")
        set(found ${i})
    endif()
endforeach()
if(found STREQUAL "")
    message(FATAL_ERROR "evaluate has no o-h800-quote")
endif()
string(JSON kind GET "${out}" options ${found} price_source kind)
string(JSON source GET "${out}" options ${found} price_source text en)
string(JSON source_zh GET "${out}" options ${found} price_source text zh)
string(JSON used GET "${out}" options ${found} used_cny_per_card_hour)
if(NOT kind STREQUAL "quote" OR NOT source STREQUAL "from Nanshan IDC's quote of 2026-11-20"
   OR NOT source_zh STREQUAL "来自Nanshan IDC 2026-11-20的报价")
    message(FATAL_ERROR "price source: ${kind}, '${source}', '${source_zh}'")
endif()
# The same number on the Quotes page (quote list) and in Compare (evaluate).
if(NOT used STREQUAL page_used)
    message(FATAL_ERROR "CNY per card-hour used: evaluate ${used}, quote list ${page_used}")
endif()

# Ten days past valid_until: expired, flagged, and out of the recommendation.
run_cli(0 out err evaluate quoted.suanpan --samples 0 --no-sensitivity --today 2027-01-10 --json)
string(JSON expired GET "${out}" options ${found} price_source expired)
if(NOT expired)
    message(FATAL_ERROR "a quote past valid_until is not expired")
endif()
expect_contains("${out}" "risk.quote_expired")
string(JSON workloads LENGTH "${out}" verdict workloads)
math(EXPR lastw "${workloads} - 1")
set(excluded 0)
foreach(w RANGE ${lastw})
    string(JSON rec GET "${out}" verdict workloads ${w} recommended)
    if(rec STREQUAL "o-h800-quote")
        message(FATAL_ERROR "an expired quote's option is recommended")
    endif()
    string(JSON breaches ERROR_VARIABLE none GET "${out}" verdict workloads ${w} violations o-h800-quote)
    string(FIND "${breaches}" "quote_expired" at)
    if(NOT at EQUAL -1)
        math(EXPR excluded "${excluded} + 1")
    endif()
endforeach()
if(excluded EQUAL 0)
    message(FATAL_ERROR "no verdict names quote_expired for o-h800-quote")
endif()

# Refusals of the whole table and of usage are one line each.
file(WRITE ${WORK}/colour.csv "provider,colour\nA,red\n")
run_cli(1 out err quote import colour.csv --project example.suanpan --json)
expect_one_line("${err}")
expect_contains("${err}" "colour")
run_cli(2 out err quote import colour.csv --json)
expect_one_line("${err}")
run_cli(2 out err quote list example.suanpan)
expect_one_line("${err}")

# An Excel workbook of the same quote gives the same figure; its refused
# row is named by the sheet's row number.
run_cli(0 out err quote import ${DATA}/quotes/h800_server_month.xlsx --project example.suanpan --today ${TODAY} --json)
string(JSON xlsx_list GET "${out}" imported 0 normalised list_cny_per_card_hour)
string(JSON xlsx_line GET "${out}" refusals 0 line)
if(NOT xlsx_list STREQUAL csv_list OR NOT xlsx_line EQUAL 4)
    message(FATAL_ERROR "xlsx: ${xlsx_list} (csv ${csv_list}), refused line ${xlsx_line}")
endif()
run_cli(1 out err quote import ${DATA}/quotes/bomb.xlsx --project example.suanpan --json)
expect_one_line("${err}")
expect_contains("${err}" "64 MiB")

# The template, in either language, imports as one quote and no refusal.
foreach(lang en zh_CN)
    run_cli(0 template err quote template --lang ${lang})
    file(WRITE ${WORK}/template-${lang}.csv "${template}")
    run_cli(0 out err quote import template-${lang}.csv --project example.suanpan --json)
    string(JSON n LENGTH "${out}" imported)
    string(JSON r LENGTH "${out}" refusals)
    if(NOT n EQUAL 1 OR NOT r EQUAL 0)
        message(FATAL_ERROR "template ${lang}: ${n} imported, ${r} refused")
    endif()
endforeach()
expect_contains("${template}" "供应商")
run_cli(2 out err quote template --lang fr)
expect_one_line("${err}")
