<#-- Sermant's MQ tag-transmission table: per queue and role (each a workload, run level <queue>-<role>-job), the
     seconds a job took per 1M messages (Kafka) or per 100k (RocketMQ), baseline / treated / added, with the spread of
     the per-round differences; and per run how many consumed messages carried the tag. The figures are the service's
     own timing of the job's timed part (GET /stats/<queue> before and after each run, in run.json's probe): producing
     until the last acknowledgement, or consuming from the first poll to the last message; a consumer job fills its
     topic first, untimed. Model: report.treatments, report.baseline, report.runEvidence (RunRow.probe). -->
<#import "/lib/text.ftl" as txt>
<#function moved r name><#if r.probe?? && r.probe[name + ".after"]?? && r.probe[name + ".before"]??><#return r.probe[name + ".after"] - r.probe[name + ".before"]><#else><#return -1></#if></#function>
<#function unitOf level><#return level?starts_with("kafka")?then(1000000, 100000)></#function>
<#function unitName level><#return level?starts_with("kafka")?then("1M", "100k")></#function>
<#-- seconds per unit of messages of one run; -1 when the run has no counters -->
<#function secondsPerUnit r><#local messages = moved(r, "messages")><#if messages <= 0><#return -1></#if><#return moved(r, "wallMs") / 1000 * unitOf(r.level) / messages></#function>
<#function okRuns treatment level><#return report.runEvidence?filter(r -> r.treatment == treatment && r.level == level && r.status == "ok" && secondsPerUnit(r) >= 0)></#function>
<#function mean runs><#local sum = 0><#list runs as r><#local sum = sum + secondsPerUnit(r)></#list><#return sum / runs?size></#function>
<#function perRound runs><#return runs?map(r -> secondsPerUnit(r)?string("0.00"))?join(" · ")></#function>
<#function tagsOf treatment level><#local own = report.runEvidence?filter(r -> r.treatment == treatment && r.level == level)><#if !own?has_content><#return "—"></#if><#return own?map(r -> (moved(r, "checked") >= 0)?then("tagged " + moved(r, "tagged")?c + "/" + moved(r, "checked")?c, "no counters"))?join(" · ")></#function>
<#-- per round, treated minus baseline, for rounds both sides have -->
<#function roundDeltas treated baseline><#local deltas = []><#list treated as t><#list baseline?filter(b -> b.round == t.round) as b><#local deltas = deltas + [secondsPerUnit(t) - secondsPerUnit(b)]></#list></#list><#return deltas></#function>
<#assign levels = []>
<#list report.runEvidence as r><#if !levels?seq_contains(r.level)><#assign levels = levels + [r.level]></#if></#list>
<#list report.treatments?filter(t -> t.name != report.baseline.name) as t>
## ${txt.cell(t.label)}: tag transmission over message queues

| queue · role | unit | ${txt.cell(report.baseline.label)}, s per unit (rounds) | ${txt.cell(t.label)}, s per unit (rounds) | added s per unit [spread over rounds] | tag in consumed messages (${txt.cell(report.baseline.label)} / ${txt.cell(t.label)}) |
|---|---|---|---|---|---|
<#list levels as level>
<#assign base = okRuns(report.baseline.name, level)>
<#assign treated = okRuns(t.name, level)>
<#if base?has_content && treated?has_content>
<#assign deltas = roundDeltas(treated, base)>
| ${txt.cell(level?remove_ending("-job"))} | ${unitName(level)} | ${mean(base)?string("0.00")} (${perRound(base)}) | ${mean(treated)?string("0.00")} (${perRound(treated)}) | ${(mean(treated) - mean(base))?string("+0.00;-0.00")}<#if deltas?size gt 1> [${deltas?min?string("+0.00;-0.00")}..${deltas?max?string("+0.00;-0.00")}]</#if> | ${tagsOf(report.baseline.name, level)} / ${tagsOf(t.name, level)} |
<#else>
| ${txt.cell(level?remove_ending("-job"))} | ${unitName(level)} | <#if base?has_content>${mean(base)?string("0.00")}<#else>no ok run</#if> | <#if treated?has_content>${mean(treated)?string("0.00")}<#else>no ok run</#if> | — | ${tagsOf(report.baseline.name, level)} / ${tagsOf(t.name, level)} |
</#if>
</#list>

A job's seconds are scaled to Sermant's published unit (per 1M Kafka, per 100k RocketMQ messages) from the messages
it was given (`-Dmessages=`, else 1,000,000 / 100,000). "Tagged" counts the messages whose headers (Kafka) or user
properties (RocketMQ) carried `x-sermant-lane`, read on the consuming side: every message of a consumer job, the first
1,000 of a producer job. A treated run where no message carried the tag, or a baseline run where one did, failed.
</#list>
