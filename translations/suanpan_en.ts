<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AccuracyDialog</name>
    <message numerus="yes">
        <source>%1 of %n training run(s)</source>
        <extracomment>%n is the number of published training runs, %1 how many of them are within</extracomment>
        <translation>
            <numerusform>%1 of %n training run</numerusform>
            <numerusform>%1 of %n training runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n serving result(s)</source>
        <extracomment>%n is the number of published serving results, %1 how many of them are within</extracomment>
        <translation>
            <numerusform>%1 of %n serving result</numerusform>
            <numerusform>%1 of %n serving results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardDialog</name>
    <message numerus="yes">
        <source>%n field(s) still need a valid value before OK.</source>
        <translation>
            <numerusform>%n field still needs a valid value before OK.</numerusform>
            <numerusform>%n fields still need a valid value before OK.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message numerus="yes">
        <source>%1
%n card(s): %2 efficiency</source>
        <extracomment>Scaling chart tooltip; %1 option or network, %n cards, %2 efficiency</extracomment>
        <translation>
            <numerusform>%1
%n card: %2 efficiency</numerusform>
            <numerusform>%1
%n cards: %2 efficiency</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1
%n request(s) in flight
First token %2, per token %3
%4</source>
        <extracomment>Latency tooltip; %1 option, %2 first-token time, %3 per-token time, %4 tokens/s</extracomment>
        <translation>
            <numerusform>%1
%n request in flight
First token %2, per token %3
%4</numerusform>
            <numerusform>%1
%n requests in flight
First token %2, per token %3
%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message numerus="yes">
        <source>Inputs that move the cost of this workload over %n month(s) on %1 most:</source>
        <extracomment>Title above the sensitivity table of a serving workload; %1 an option</extracomment>
        <translation>
            <numerusform>Inputs that move the cost of this workload over %n month on %1 most:</numerusform>
            <numerusform>Inputs that move the cost of this workload over %n months on %1 most:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ContractDialog</name>
    <message numerus="yes">
        <source>%n field(s) still need a valid value before OK.</source>
        <translation>
            <numerusform>%n field still needs a valid value before OK.</numerusform>
            <numerusform>%n fields still need a valid value before OK.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message numerus="yes">
        <source>Total over %n month(s)</source>
        <extracomment>Column header / axis: an option&apos;s total over the planning horizon</extracomment>
        <translation>
            <numerusform>Total over %n month</numerusform>
            <numerusform>Total over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This workload over %n month(s)</source>
        <extracomment>Column header: a serving workload&apos;s cost on an option, priced over the planning horizon</extracomment>
        <translation>
            <numerusform>This workload over %n month</numerusform>
            <numerusform>This workload over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>over %n month(s)</source>
        <extracomment>Scope of a money figure: %n months of the plan</extracomment>
        <translation>
            <numerusform>over %n month</numerusform>
            <numerusform>over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned cards: this run&apos;s cost is its share of owning them for %1 months, spread over the work the schedule gives them: %n run(s) of this workload, %2 hours each, %3 of the busy hours.</source>
        <extracomment>An owned option&apos;s run; %n runs of the workload in the plan, %1 months, %2 hours one run occupies the cards, %3 its share of the hours the cards are busy</extracomment>
        <translation>
            <numerusform>Owned cards: this run&apos;s cost is its share of owning them for %1 months, spread over the work the schedule gives them: %n run of this workload, %2 hours, %3 of the busy hours.</numerusform>
            <numerusform>Owned cards: this run&apos;s cost is its share of owning them for %1 months, spread over the work the schedule gives them: %n runs of this workload, %2 hours each, %3 of the busy hours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <extracomment>%1 a sentence about a problem; %n further problems</extracomment>
        <translation>
            <numerusform>%1 (and %n more problem)</numerusform>
            <numerusform>%1 (and %n more problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateText</name>
    <message numerus="yes">
        <source>Communication not hidden behind compute over %n card(s): %1</source>
        <translation>
            <numerusform>Communication not hidden behind compute over %n card: %1</numerusform>
            <numerusform>Communication not hidden behind compute over %n cards: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvidencePanel</name>
    <message numerus="yes">
        <source>Proves %n checklist item(s): %1</source>
        <extracomment>Above the findings of imported evidence; %1 the checklist items it proves, joined by &quot;; &quot;</extracomment>
        <translation>
            <numerusform>Proves %n checklist item: %1</numerusform>
            <numerusform>Proves %n checklist items: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FacilityDialog</name>
    <message numerus="yes">
        <source>%n field(s) still need a valid value before OK.</source>
        <translation>
            <numerusform>%n field still needs a valid value before OK.</numerusform>
            <numerusform>%n fields still need a valid value before OK.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message numerus="yes">
        <source>nvidia-smi shows %n card(s) on this machine; the order puts %1 on each machine.</source>
        <translation>
            <numerusform>nvidia-smi shows %n card on this machine; the order puts %1 on each machine.</numerusform>
            <numerusform>nvidia-smi shows %n cards on this machine; the order puts %1 on each machine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Persistence mode is on for all %n card(s).</source>
        <translation>
            <numerusform>Persistence mode is on for the %n card.</numerusform>
            <numerusform>Persistence mode is on for all %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n card pair(s) are joined by NVLink, as the plan&apos;s tensor parallelism needs.</source>
        <translation>
            <numerusform>The %n card pair is joined by NVLink, as the plan&apos;s tensor parallelism needs.</numerusform>
            <numerusform>All %n card pairs are joined by NVLink, as the plan&apos;s tensor parallelism needs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The training log shows %1 MFU (median over %n step(s)); the plan assumes %2, so at least %3 is expected.</source>
        <extracomment>MFU: model FLOPs utilisation; %1, %2, %3: percentages</extracomment>
        <translation>
            <numerusform>The training log shows %1 MFU (median over %n step); the plan assumes %2, so at least %3 is expected.</numerusform>
            <numerusform>The training log shows %1 MFU (median over %n steps); the plan assumes %2, so at least %3 is expected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retransmission(s)</source>
        <translation>
            <numerusform>%n retransmission</numerusform>
            <numerusform>%n retransmissions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stream(s)</source>
        <extracomment>Parallel network connections of an iperf3 test</extracomment>
        <translation>
            <numerusform>%n stream</numerusform>
            <numerusform>%n streams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card pair(s)</source>
        <translation>
            <numerusform>%n card pair</numerusform>
            <numerusform>%n card pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) joined by NVLink</source>
        <translation>
            <numerusform>%n pair joined by NVLink</numerusform>
            <numerusform>%n pairs joined by NVLink</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n card(s)</source>
        <translation>
            <numerusform>up to %n card</numerusform>
            <numerusform>up to %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The run used %n card(s), as its log says.</source>
        <translation>
            <numerusform>The run used %n card, as its log says.</numerusform>
            <numerusform>The run used %n cards, as its log says.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured as if the run used all %n card(s) of the option: if it ran on fewer, add a cards column to the log.</source>
        <translation>
            <numerusform>Measured as if the run used the option&apos;s %n card: if it ran on fewer, add a cards column to the log.</numerusform>
            <numerusform>Measured as if the run used all %n cards of the option: if it ran on fewer, add a cards column to the log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The iperf3 test used %n stream(s), but each machine has %1 network links: it cannot show that every link works. It cannot pass.</source>
        <extracomment>%n: parallel iperf3 streams; %1: network links per machine</extracomment>
        <translation>
            <numerusform>The iperf3 test used %n stream, but each machine has %1 network links: it cannot show that every link works. It cannot pass.</numerusform>
            <numerusform>The iperf3 test used %n streams, but each machine has %1 network links: it cannot show that every link works. It cannot pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nvidia-smi lists %n card(s) but only %1 different ones: the same serial number appears more than once (%2). It cannot pass.</source>
        <extracomment>%n: cards listed; %1: different cards; %2: serial numbers</extracomment>
        <translation>
            <numerusform>nvidia-smi lists %n card but only %1 different ones: the same serial number appears more than once (%2). It cannot pass.</numerusform>
            <numerusform>nvidia-smi lists %n cards but only %1 different ones: the same serial number appears more than once (%2). It cannot pass.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InferencePanel</name>
    <message numerus="yes">
        <source>Generated tokens per second over all %n card(s) at %1 requests in flight: replicas x batch x output tokens / request cycle.</source>
        <translation>
            <numerusform>Generated tokens per second over all %n card at %1 requests in flight: replicas x batch x output tokens / request cycle.</numerusform>
            <numerusform>Generated tokens per second over all %n cards at %1 requests in flight: replicas x batch x output tokens / request cycle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(usable card memory - weights - overhead) / (KV bytes per token x (prompt + output)), per replica, x %n replica(s).</source>
        <translation>
            <numerusform>(usable card memory - weights - overhead) / (KV bytes per token x (prompt + output)), per replica, x %n replica.</numerusform>
            <numerusform>(usable card memory - weights - overhead) / (KV bytes per token x (prompt + output)), per replica, x %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) at a time</source>
        <translation>
            <numerusform>%n request at a time</numerusform>
            <numerusform>%n requests at a time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fewest replicas of %n card(s) that serve the workload&apos;s %1 concurrent requests with a first-token latency at or under %2 and fit in memory.</source>
        <translation>
            <numerusform>The fewest replicas of %n card that serve the workload&apos;s %1 concurrent requests with a first-token latency at or under %2 and fit in memory.</numerusform>
            <numerusform>The fewest replicas of %n cards that serve the workload&apos;s %1 concurrent requests with a first-token latency at or under %2 and fit in memory.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One iteration at %n request(s) per replica: the matrix multiplications, then attention over the KV cache, then the tensor-parallel all-reduces, one after another, each as long as its own compute or memory traffic takes (per-operator roofline).</source>
        <translation>
            <numerusform>One iteration at %n request per replica: the matrix multiplications, then attention over the KV cache, then the tensor-parallel all-reduces, one after another, each as long as its own compute or memory traffic takes (per-operator roofline).</numerusform>
            <numerusform>One iteration at %n requests per replica: the matrix multiplications, then attention over the KV cache, then the tensor-parallel all-reduces, one after another, each as long as its own compute or memory traffic takes (per-operator roofline).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message numerus="yes">
        <source>%n option(s) to compare</source>
        <extracomment>Title above the table of options</extracomment>
        <translation>
            <numerusform>%n option to compare</numerusform>
            <numerusform>%n options to compare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresentationView</name>
    <message numerus="yes">
        <source>All %n options are compared.</source>
        <translation>
            <numerusform>The only option is shown.</numerusform>
            <numerusform>All %n options are compared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n shortlisted options are compared.</source>
        <translation>
            <numerusform>The shortlisted option is shown.</numerusform>
            <numerusform>The %n shortlisted options are compared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ranked among the %n shortlisted options; the project has %1.</source>
        <extracomment>Presentation, under a workload&apos;s heading; %n options on show, %1 in the project</extracomment>
        <translation>
            <numerusform>Ranked among the %n shortlisted option; the project has %1.</numerusform>
            <numerusform>Ranked among the %n shortlisted options; the project has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s)</source>
        <translation>
            <numerusform>%n option</numerusform>
            <numerusform>%n options</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteText</name>
    <message numerus="yes">
        <source>%1 for %n month(s)</source>
        <extracomment>%1 an amount of money, %2 months: one sum for the whole term</extracomment>
        <translation>
            <numerusform>%1 for %n month</numerusform>
            <numerusform>%1 for %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expired %n day(s) ago, confirmed</source>
        <translation>
            <numerusform>expired %n day ago, confirmed</numerusform>
            <numerusform>expired %n days ago, confirmed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expired %n day(s) ago</source>
        <translation>
            <numerusform>expired %n day ago</numerusform>
            <numerusform>expired %n days ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n day(s) old</source>
        <extracomment>%1 the validity, %2 days since the quote was written</extracomment>
        <translation>
            <numerusform>%1; %n day old</numerusform>
            <numerusform>%1; %n days old</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuotesPage</name>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>How many questions to ask the provider; the tooltip lists them</extracomment>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportContent</name>
    <message numerus="yes">
        <source>The report compares the %n shortlisted options.</source>
        <translation>
            <numerusform>The report compares the %n shortlisted option.</numerusform>
            <numerusform>The report compares the %n shortlisted options.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This section details the first %1 of the %n workloads; the workbook (Export workbook) and the Compare page have every one.</source>
        <extracomment>Report: a section that shows only some workloads; %1 how many it shows, %n all</extracomment>
        <translation>
            <numerusform>This section details the first %1 of the %n workload; the workbook (Export workbook) and the Compare page have every one.</numerusform>
            <numerusform>This section details the first %1 of the %n workloads; the workbook (Export workbook) and the Compare page have every one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message numerus="yes">
        <source>Starts with: %1, %2 training tokens, a deadline of %n day(s).</source>
        <extracomment>%1 a model such as Llama-2-7B, %2 a token count such as &quot;200 M&quot;; %n days</extracomment>
        <translation>
            <numerusform>Starts with: %1, %2 training tokens, a deadline of %n day.</numerusform>
            <numerusform>Starts with: %1, %2 training tokens, a deadline of %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starts with: %1 at %2, %3 prompt and %4 output tokens, %n request(s) at once, first token within %5.</source>
        <extracomment>%1 a model, %2 a number format such as INT8, %3 and %4 token counts, %5 a latency</extracomment>
        <translation>
            <numerusform>Starts with: %1 at %2, %3 prompt and %4 output tokens, %n request at once, first token within %5.</numerusform>
            <numerusform>Starts with: %1 at %2, %3 prompt and %4 output tokens, %n requests at once, first token within %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioSummary</name>
    <message numerus="yes">
        <source>%Ln request(s) at once</source>
        <extracomment>A preset: requests served at the same time</extracomment>
        <translation>
            <numerusform>%Ln request at once</numerusform>
            <numerusform>%Ln requests at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a %Ln-day deadline</source>
        <translation>
            <numerusform>a %Ln-day deadline</numerusform>
            <numerusform>a %Ln-day deadline</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n %1 card(s) (%2), about %3.</source>
        <extracomment>%n cards, %1 a card such as RTX 4090, %2 how they are split (&quot;TP 2 x PP 4 x DP 1&quot;), %3 a duration</extracomment>
        <translation>
            <numerusform>It needs %n %1 card (%2), about %3.</numerusform>
            <numerusform>It needs %n %1 cards (%2), about %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit %n %1 card(s): at best %2 per card, more than their %3.</source>
        <extracomment>%n cards (one server), %1 a card such as RTX 4090, %2 and %3 memory sizes</extracomment>
        <translation>
            <numerusform>Does not fit %n %1 card: at best %2 per card, more than its %3.</numerusform>
            <numerusform>Does not fit %n %1 cards: at best %2 per card, more than their %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n %1 card(s) it takes %2 at best, past its %3-day deadline.</source>
        <extracomment>%n cards (one server), %1 a card such as RTX 4090, %2 a duration, %3 days</extracomment>
        <translation>
            <numerusform>On %n %1 card it takes %2 at best, past its %3-day deadline.</numerusform>
            <numerusform>On %n %1 cards it takes %2 at best, past its %3-day deadline.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SignOffPage</name>
    <message numerus="yes">
        <source>Do not sign yet: %n blocker or major item(s) failed or unchecked must be resolved first; minor items do not block.</source>
        <translation>
            <numerusform>Do not sign yet: %n blocker or major item failed or unchecked must be resolved first; minor items do not block.</numerusform>
            <numerusform>Do not sign yet: %n blocker or major items failed or unchecked must be resolved first; minor items do not block.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SignOffSheet</name>
    <message numerus="yes">
        <source>Do not sign yet: %n item(s) must be resolved first.</source>
        <translation>
            <numerusform>Do not sign yet: %n item must be resolved first.</numerusform>
            <numerusform>Do not sign yet: %n items must be resolved first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingPage</name>
    <message numerus="yes">
        <source>%n card(s) cannot be split into tensor parallel %1 x pipeline parallel %2: use a multiple of %3 cards.</source>
        <translation>
            <numerusform>%n card cannot be split into tensor parallel %1 x pipeline parallel %2: use a multiple of %3 cards.</numerusform>
            <numerusform>%n cards cannot be split into tensor parallel %1 x pipeline parallel %2: use a multiple of %3 cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) cannot be split into replicas of %1 cards: use a multiple of %1.</source>
        <translation>
            <numerusform>%n card cannot be split into replicas of %1 cards: use a multiple of %1.</numerusform>
            <numerusform>%n cards cannot be split into replicas of %1 cards: use a multiple of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No layout splits a global batch of %1 sequences over %n card(s): every data-parallel card needs at least one sequence per step. Use fewer cards or a larger batch.</source>
        <extracomment>%n cards, %1 the global batch in sequences</extracomment>
        <translation>
            <numerusform>No layout splits a global batch of %1 sequences over %n card: every data-parallel card needs at least one sequence per step. Use fewer cards or a larger batch.</numerusform>
            <numerusform>No layout splits a global batch of %1 sequences over %n cards: every data-parallel card needs at least one sequence per step. Use fewer cards or a larger batch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message numerus="yes">
        <source>Wall-clock hours x %n card(s).</source>
        <translation>
            <numerusform>Wall-clock hours x %n card.</numerusform>
            <numerusform>Wall-clock hours x %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smallest that meets the deadline of %1: %n card(s), %2. Likely %3, %4 per card.</source>
        <extracomment>%1 deadline, %2 parallel layout, %3 likely time, %4 memory per card</extracomment>
        <translation>
            <numerusform>Smallest that meets the deadline of %1: %n card, %2. Likely %3, %4 per card.</numerusform>
            <numerusform>Smallest that meets the deadline of %1: %n cards, %2. Likely %3, %4 per card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smallest that fits in memory (no deadline set): %n card(s), %1. Likely %2, %3 per card.</source>
        <extracomment>%1 parallel layout, %2 likely time, %3 memory per card</extracomment>
        <translation>
            <numerusform>Smallest that fits in memory (no deadline set): %n card, %1. Likely %2, %3 per card.</numerusform>
            <numerusform>Smallest that fits in memory (no deadline set): %n cards, %1. Likely %2, %3 per card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No count up to 4,096 cards meets the deadline of %1. The fastest that fits: %n card(s), %2, likely %3.</source>
        <extracomment>%1 deadline, %2 parallel layout, %3 likely time</extracomment>
        <translation>
            <numerusform>No count up to 4,096 cards meets the deadline of %1. The fastest that fits: %n card, %2, likely %3.</numerusform>
            <numerusform>No count up to 4,096 cards meets the deadline of %1. The fastest that fits: %n cards, %2, likely %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step time at %n card(s) against linear scaling from one card (%5): compute / (compute x (1 + pipeline bubble) + exposed communication). Gradients are reduced over %1 between servers, bucketed behind the backward pass (ZeRO-3 gathers weights beside compute); tensor-parallel traffic stays in the NVLink domain; the pipeline bubble is (p - 1) / (v x m) (Narayanan et al. 2021). Global batch: %2 sequences (%3). Here the bubble is %4.</source>
        <translation>
            <numerusform>Step time at %n card against linear scaling from one card (%5): compute / (compute x (1 + pipeline bubble) + exposed communication). Gradients are reduced over %1 between servers, bucketed behind the backward pass (ZeRO-3 gathers weights beside compute); tensor-parallel traffic stays in the NVLink domain; the pipeline bubble is (p - 1) / (v x m) (Narayanan et al. 2021). Global batch: %2 sequences (%3). Here the bubble is %4.</numerusform>
            <numerusform>Step time at %n cards against linear scaling from one card (%5): compute / (compute x (1 + pipeline bubble) + exposed communication). Gradients are reduced over %1 between servers, bucketed behind the backward pass (ZeRO-3 gathers weights beside compute); tensor-parallel traffic stays in the NVLink domain; the pipeline bubble is (p - 1) / (v x m) (Narayanan et al. 2021). Global batch: %2 sequences (%3). Here the bubble is %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Model FLOPs / (%n card(s) x peak x MFU); the low end uses the high MFU and the high end the low MFU. Not an option of the project, so no draws: Compare&apos;s ranges are P10-P90.</source>
        <translation>
            <numerusform>Model FLOPs / (%n card x peak x MFU); the low end uses the high MFU and the high end the low MFU. Not an option of the project, so no draws: Compare&apos;s ranges are P10-P90.</numerusform>
            <numerusform>Model FLOPs / (%n cards x peak x MFU); the low end uses the high MFU and the high end the low MFU. Not an option of the project, so no draws: Compare&apos;s ranges are P10-P90.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The time above (Compare&apos;s, P10-P90) x %n card(s).</source>
        <translation>
            <numerusform>The time above (Compare&apos;s, P10-P90) x %n card.</numerusform>
            <numerusform>The time above (Compare&apos;s, P10-P90) x %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message numerus="yes">
        <source>the cheapest of the %n options that meet the %1-day deadline and pass every check</source>
        <extracomment>%n options, %1 the deadline in days</extracomment>
        <translation>
            <numerusform>the one option that meets the %1-day deadline and passes every check</numerusform>
            <numerusform>the cheapest of the %n options that meet the %1-day deadline and pass every check</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the cheapest of the %n options that meet the %1 s first-token target and pass every check</source>
        <extracomment>%n options, %1 the first-token target in seconds</extracomment>
        <translation>
            <numerusform>the one option that meets the %1 s first-token target and passes every check</numerusform>
            <numerusform>the cheapest of the %n options that meet the %1 s first-token target and pass every check</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the cheapest of the %n options that pass every check</source>
        <translation>
            <numerusform>the one option that passes every check</numerusform>
            <numerusform>the cheapest of the %n options that pass every check</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of all %n options, %1 is the cheapest in %2</source>
        <extracomment>%n options, %1 option, %2 share of the draws</extracomment>
        <translation>
            <numerusform>Of the %n option, %1 is the cheapest in %2</numerusform>
            <numerusform>Of all %n options, %1 is the cheapest in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Year plan: rent everything, %1%2 over %n months.</source>
        <extracomment>Year plan; %1 the median total, %2 its P10-P90 or nothing, %n months</extracomment>
        <translation>
            <numerusform>Year plan: rent everything, %1%2 over %n month.</numerusform>
            <numerusform>Year plan: rent everything, %1%2 over %n months.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Year plan: own %1 cards of %2 and rent the rest, %3%4 over %n months, against %5 renting everything; cheaper in %6 of the plausible futures.</source>
        <extracomment>Year plan; %1 cards of %2 (the owned option), %3 median total, %4 its band, %5 the median of renting everything, %6 chance, %n months</extracomment>
        <translation>
            <numerusform>Year plan: own %1 cards of %2 and rent the rest, %3%4 over %n month, against %5 renting everything; cheaper in %6 of the plausible futures.</numerusform>
            <numerusform>Year plan: own %1 cards of %2 and rent the rest, %3%4 over %n months, against %5 renting everything; cheaper in %6 of the plausible futures.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkloadPage</name>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <extracomment>Title above the list of workloads</extracomment>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grouped-query attention, %n KV head(s)</source>
        <translation>
            <numerusform>grouped-query attention, %n KV head</numerusform>
            <numerusform>grouped-query attention, %n KV heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mixture of experts: %n experts, %1 per token plus %2 shared.</source>
        <extracomment>Mixture of experts; %1 experts routed per token, %2 always-active experts</extracomment>
        <translation>
            <numerusform>Mixture of experts: %n expert, %1 per token plus %2 shared.</numerusform>
            <numerusform>Mixture of experts: %n experts, %1 per token plus %2 shared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mixture of experts: %n experts, %1 per token.</source>
        <extracomment>Mixture of experts; %1 experts routed per token</extracomment>
        <translation>
            <numerusform>Mixture of experts: %n expert, %1 per token.</numerusform>
            <numerusform>Mixture of experts: %n experts, %1 per token.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>YearText</name>
    <message numerus="yes">
        <source>Total over %n months</source>
        <extracomment>Column: the total cost of a mix over the planning horizon</extracomment>
        <translation>
            <numerusform>Total over %n month</numerusform>
            <numerusform>Total over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The compute voucher (%1) pays back %2 over %n months at this mix (%3 with everything rented): one cap of %4 a year shared by all the rented runs and serving, at a %5–%6 chance of approval, which is in the P10–P90.</source>
        <extracomment>%1 the programme, %2 an amount (paid back), %n months, %3 an amount (with everything rented), %4 the cap per year, %5 and %6 percentages (chance of approval)</extracomment>
        <translation>
            <numerusform>The compute voucher (%1) pays back %2 over %n month at this mix (%3 with everything rented): one cap of %4 a year shared by all the rented runs and serving, at a %5–%6 chance of approval, which is in the P10–P90.</numerusform>
            <numerusform>The compute voucher (%1) pays back %2 over %n months at this mix (%3 with everything rented): one cap of %4 a year shared by all the rented runs and serving, at a %5–%6 chance of approval, which is in the P10–P90.</numerusform>
        </translation>
    </message>
</context>
</TS>
