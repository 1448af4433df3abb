// suanpan-cli: the Suanpan engine for scripts, tests and version control.
// Links suanpan_core only (no Qt).

#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "Commands.h"
#include "util/Version.h"

namespace {

const char *const kHelp = R"(Usage: suanpan-cli <command> [arguments]

Plan GPU compute for AI work: size the job, price renting, hosting and
building, and check the contract. All JSON output uses SI units (bytes,
seconds, FLOP, FLOP/s) and CNY.

Commands:
  --version                           print the version
  --help                              print this help
  project example OUT.suanpan         write the embedded example project
  project show FILE [--json]          print a project (JSON: the whole project)
  project create --from IN.json OUT.suanpan
                                      build a project file from project JSON
                                      (the format `project show --json` prints)
  project validate FILE               list every problem in a project
  catalog cards|facilities|contracts|assumptions [--json]
                                      print the built-in catalog

  model (--config FILE | --params N [--active-params N]) [--json]
                                      parameters, KV bytes per token (bf16),
                                      forward FLOPs per token (2 x active)
  estimate memory (--config FILE | --params N) --mode train|lora|qlora|infer
        [--precision P] [--optimizer adamw|adam8bit|sgd] [--zero 0-3] [--dp N]
        [--tp N] [--pp N] [--seq N] [--micro-batch N]
        [--recompute none|selective|full] [--lora-rank R] [--context N]
        [--concurrency N] [--kv-precision K] [--card ID] [--overhead BYTES] --json
                                      memory per card and whether it fits;
                                      --overhead 0 drops the framework overhead
                                      and fragmentation (model states only);
                                      without --card: an 80 GiB card
  estimate train (--config FILE | --params N [--active-params N]) --tokens D
        --card ID --cards N [--tp N] [--pp N] [--precision P] [--mfu X]
        [--recompute R] [--seq N] [--global-batch N]
        [--network GBPS [--per-card]] [--facility ID] --json
                                      flops (executed: 8 N D with full
                                      recomputation), model_flops (6 N D +
                                      attention), mfu, scaling_efficiency,
                                      global_batch (published practice when
                                      not given), goodput (time left after
                                      interruptions), wall_seconds,
                                      card_hours, card_hours_with_reserve.
                                      Without --tp/--pp/--dp/--zero/
                                      --micro-batch the engine picks the
                                      fastest layout that fits at --cards;
                                      --recompute alone fixes the
                                      recomputation it picks with (full:
                                      Hugging Face gradient checkpointing).
                                      --mfu is per step at that scale;
                                      without it a default MFU with reasons.
                                      Network: 400 Gb/s InfiniBand per card
                                      unless --facility or --network (per
                                      server; --per-card: per card) says
  estimate infer (--config FILE | --params N) --card ID --cards N [--tp N]
        [--precision P] [--kv-precision K] [--kv-reads R] --prompt N
        --output N --concurrency N [--ttft-target S] --json
                                      ttft_seconds, tpot_seconds,
                                      tokens_per_second (all cards),
                                      max_concurrency, knee_concurrency and
                                      at_knee (TTFT/TPOT there), curve.
                                      Without --tp the engine picks the TP
                                      per replica with the most throughput
                                      at its KV-limited batch
  estimate layout (--config FILE | --params N) --tokens D --card ID
        [--mode train|lora|qlora] [--deadline-days N] [--max-cards N]
        [--recompute R] --json
                                      smallest card count and TP/PP/DP/ZeRO/
                                      recompute layout that fits and meets the
                                      deadline (exit 1 when none does);
                                      --recompute: only that recomputation
  Counts accept suffixes: 70B, 2T, 4k, 500M. Precisions: fp32 tf32 bf16 fp16
  fp8 int8 int4 fp4 (NVFP4 on Blackwell; weight-only 4 bit elsewhere).
  KV cache (--kv-precision): auto fp32 bf16 fp16 fp8 int8; auto (the
  default, or the workload's saved choice with --project) is fp8 with fp8
  or fp4 weights, else 16 bit. KV reads (--kv-reads): per_kv_head (the
  default: current engines read each KV head once per decode step) or
  per_query_head (TensorRT-LLM before its XQA kernels, v0.7 and earlier:
  once per query head, n_heads / n_kv times the bytes on GQA models).

  evaluate FILE [--no-sensitivity] [--disable CODE,...] [--samples N]
        [--seed S] [--today YYYY-MM-DD] [--json]
                                      per workload and option: fit, time,
                                      cost lines (low/likely/high CNY:
                                      every input at its best/worst end),
                                      totals (low/high corners, p10/p50/
                                      p90/mean of N Monte Carlo draws,
                                      default 10000, 0 = none; seed S
                                      reproduces them), other ranges as
                                      p10/likely/p90, win_probability per
                                      workload, unit costs, flags; per option
                                      the horizon TCO; break-even, tornado,
                                      decision flips (exit 1 with the first
                                      problem when an input is invalid);
                                      lines the project switched off and
                                      --disable's count zero, listed in
                                      disabled_cost_lines; per option its
                                      price_source (a quote's: "from X's
                                      quote of D"; validity judged on
                                      --today, default today) and the CNY
                                      per card-hour used
  search FILE [--workload ID] [--max-cards N] [--capital-budget CNY]
        [--monthly-budget CNY] [--json]
                                      enumerate catalog cards x counts x
                                      facilities x contracts; the Pareto
                                      front of cost vs time with reasons,
                                      purchases that need other work to pay,
                                      and why the best dropped ones dropped
                                      (not fitting, late, export-restricted,
                                      over budget, poor scaling); the budgets
                                      replace the project's for this run
  portfolio FILE [--owned OPTION] [--samples N] [--seed S] [--json]
                                      the year, not the job: every workload
                                      on its schedule as hourly demand for
                                      the owned option's card; the cost over
                                      the horizon of owning N cards (0 to the
                                      peak, by server) and renting the rest by
                                      the month and hour on a GPU cloud, with
                                      P10/likely/P90 (1000 draws); the best N,
                                      the N within 3 % of it, demand by month
  cost unit --price-per-card-hour X --card ID --mfu M [--precision P] [--json]
                                      cny_per_effective_pflop_hour = price /
                                      (peak x MFU) (seed 003)

  verify FILE [--option ID] [--json]  checklist status per item (six steps, facility,
                                      contract, acceptance), counts of pass / fail /
                                      missing, the "do not sign until" list, the
                                      stored evidence with its findings, and plan
                                      vs measured (time and CNY re-evaluated with
                                      the measured MFU, scaling and network;
                                      priced false and null figures where the
                                      workload does not fit on the option)
  import iperf3|nvidia-smi|topo|scaling|training-log FILE [--project P --option ID
        [--tp N] [--promised-gbps X] [--save]] --json
                                      measured facts from `iperf3 -J`, `nvidia-smi`
                                      (CSV query or -q), `nvidia-smi topo -m`, a
                                      cards,throughput table or a step_time_s,
                                      tokens_per_step[,cards] log (without cards,
                                      MFU assumes the option's); with a plan, the
                                      findings checked against it; --save keeps
                                      the file as evidence in the project

  quote import FILE --project P [--save] [--today YYYY-MM-DD] --json
                                      providers' quotes from CSV, TSV or an
                                      .xlsx workbook (its first sheet):
                                      each imported quote normalised to
                                      the project's use (CNY per card-hour
                                      used, per effective PFLOP-hour, per
                                      run, over the horizon), the hidden
                                      costs it leaves out, the questions to
                                      ask; bad rows refused one line each
                                      (README, Quote import format); --save
                                      keeps the good rows in the project
  quote list P [--today YYYY-MM-DD] --json
                                      the project's quotes, normalised; a
                                      quote past valid_until is "expired",
                                      one over 30 days old "stale"
  quote template [--lang zh_CN|en]    the import template as CSV (header line
                                      in that language's column names, one
                                      example row to replace)
  export FILE (--xlsx OUT.xlsx | --csv OUT.csv) [--lang zh_CN|en]
                                      the evaluation for finance: XLSX with
                                      sheets for the comparison, workloads,
                                      options, cost lines (low/likely/high),
                                      totals, break-even, sensitivity,
                                      assumptions with sources and the
                                      checklist; or the comparison table as
                                      CSV (UTF-8 with BOM). Words in --lang
                                      (default en), numbers as numbers (CNY,
                                      hours, fractions). Written beside OUT
                                      and renamed: a failed write leaves no
                                      partial file

Exit codes: 0 success, 1 the input or file was refused, 2 bad arguments.
)";

int dispatch(const std::vector<std::string> &words, suanpan::cli::Io io)
{
    using namespace suanpan::cli;
    if (words.empty())
        return fail(io, kUsage, "no command given; try --help");
    const std::string command = words.front();
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (command == "--version" || command == "version") {
        std::cout << "suanpan-cli " << suanpan::kVersion << "\n";
        return kOk;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kHelp;
        return kOk;
    }
    if (command == "project")
        return runProject(rest, io);
    if (command == "catalog")
        return runCatalog(rest, io);
    if (command == "model")
        return runModel(rest, io);
    if (command == "estimate")
        return runEstimate(rest, io);
    if (command == "evaluate")
        return runEvaluate(rest, io);
    if (command == "search")
        return runSearch(rest, io);
    if (command == "portfolio")
        return runPortfolio(rest, io);
    if (command == "cost")
        return runCost(rest, io);
    if (command == "verify")
        return runVerify(rest, io);
    if (command == "quote")
        return runQuote(rest, io);
    if (command == "import")
        return runImport(rest, io);
    if (command == "export")
        return runExport(rest, io);
    return fail(io, kUsage, "unknown command '" + command + "'; try --help");
}

// One line for the message, whatever the exception put in it.
std::string oneLine(std::string text)
{
    for (char &c : text)
        if (c == '\n' || c == '\r')
            c = ' ';
    return text;
}

} // namespace

// Every refusal is meant to be a coded error; an exception that still gets
// here (a bug, or memory running out) must end as one line and exit code 1
// for the script that called us, never as std::terminate and a core dump.
int main(int argc, char **argv)
{
    using namespace suanpan::cli;
    Io io{std::cout, std::cerr};
    try {
        const std::vector<std::string> words(argv + 1, argv + argc);
        return dispatch(words, io);
    } catch (const std::bad_alloc &) {
        return fail(io, kFailed, "out of memory");
    } catch (const std::exception &e) {
        return fail(io, kFailed, "internal error: " + oneLine(e.what()));
    } catch (...) {
        return fail(io, kFailed, "internal error");
    }
}
