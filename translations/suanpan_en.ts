<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <name>WorkloadPage</name>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <extracomment>Title above the list of workloads</extracomment>
        <translation>
            <numerusform>%n workload</numerusform>
            <numerusform>%n workloads</numerusform>
        </translation>
    </message>
</context>
</TS>
