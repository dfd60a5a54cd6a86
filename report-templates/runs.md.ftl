<#-- The Runs section, shown for every benchmark: one row per run folder, failed ones included, with what the harness
     recorded in its run.json, so each run can be checked (load reached, throughput steady, traffic split, faults fired, command
     lines the baseline's but for the treatment's arguments) before
     its figures are trusted. Model: report.runEvidence (RunRow) and report.treatments. -->
<#import "/lib/text.ftl" as txt>
<#function pct value><#return value?string["0.00"] + "%"></#function>
## Runs

<#list [report.baseline] + report.treatments as t>
- **${txt.cell(t.label)}**<#if t.changesTopology>: ⚠ changes the path the traffic takes<#if t.note??>: ${txt.cell(t.note)}</#if><#elseif t.note??>: ${txt.cell(t.note)}</#if>
</#list>

Error % per treatment and level (all samples of the measured window, one figure per round):
<#list report.levels as level>
- ${txt.cell(level.name)}: <#list [report.baseline] + report.treatments as t><#assign own = report.runEvidence?filter(r -> r.treatment == t.name && r.level == level.name && r.errorPct??)><#if own?has_content>**${txt.cell(t.label)}** ${own?map(r -> pct(r.errorPct))?join(" / ")}<#else>**${txt.cell(t.label)}** —</#if><#sep>; </#list>
</#list>

| treatment | level | round | status | avg TPS / target | errors | throughput drift (2nd half vs 1st) | probe split | sampler CPU (% of one core) | machine busy (% of the machine) | faults | command lines vs baseline | failure |
|---|---|---:|---|---|---:|---|---|---:|---|---:|---|---|
<#-- a failed run without a JTL is expected; "not analysed" only flags an ok run whose files could not be read -->
<#list report.runEvidence as r>
| ${txt.cell(r.treatmentLabel)} | ${txt.cell(r.level)} | ${(r.round?c)!"—"} | ${r.status!"—"} | <#if r.avgTps??>${r.avgTps?string["0.0"]}<#if r.targetTps??> / ${r.targetTps} (${r.achievedPct?string["0.0"]}%)</#if><#if r.loadLimited!false> ⚠ load-limited</#if><#else>—</#if><#if (r.jmeter.enginesBehind)?has_content> ⚠ engine behind</#if><#if (r.jmeter.clockSkew.beyondBound)!false> ⚠ clock skew</#if> | <#if r.errorPct??>${pct(r.errorPct)}<#else>—</#if> | <#if r.drifting??><#if r.drifting>⚠ throughput drifting<#else>throughput steady</#if> (${r.driftPct?string["+0.0;-0.0"]}%)<#else>—</#if> | ${txt.cell(r.probeSplit!"—")} | <#if r.samplerCpuPct??>${r.samplerCpuPct?string["0.00"]}% of a core<#else>—</#if> | <#if r.machine??>${r.machine.busyPct?string["0"]}%, ≥85% in ${r.machine.saturatedSharePct?string["0"]}% of s, processes ${r.machine.sampledProcessesPct?string["0"]}%<#if r.machine.saturated> ⚠ saturated</#if><#if r.machine.queueing> ⚠ queueing (≥ ${r.machine.queueingThresholdPct?string["0"]}% on ${r.machine.cores} cores)</#if><#if r.machine.jmeterCorePct??>, JMeter ${r.machine.jmeterCorePct?string["0"]}% of a core<#if r.machine.jmeterBusy> ⚠ JMeter busy</#if></#if><#else>—</#if><#if r.cpuThrottling??>, cgroup throttled in ${r.cpuThrottling.throttledPeriods?c} of ${r.cpuThrottling.periods?c} periods<#if r.cpuThrottling.throttledPeriods gt 0 || r.cpuThrottling.throttledMs gt 0> ⚠ CPU-throttled (${r.cpuThrottling.throttledMs?string["0.0"]} ms)</#if></#if> | <#if r.faults?has_content>${r.faults?size}<#else>—</#if> | ${txt.cell(r.flags!"—")} | <#if r.failure??>${txt.cell(r.failure)}</#if><#if r.problem?? && r.status == "ok"><#if r.failure??>; </#if>not analysed: ${txt.cell(r.problem)}</#if> |
</#list>
<#list report.runEvidence?filter(r -> (r.jmeter.engines)??) as r>
<#if r?is_first>

Load engines (independent JMeter processes, their JTLs merged into the run's; each engine's rate over its own measured window, its clock against the controller's, corrected before the merge; ⚠ engine behind below 95 % of its share, ⚠ clock skew beyond ${r.jmeter.clockSkew.boundMs?c} ms):
</#if>
- ${txt.cell(r.treatmentLabel)} ${txt.cell(r.level)} #${(r.round?c)!"?"}: <#list r.jmeter.engines as e>engine ${e.id?c} (${txt.cell(e.host)}, ${e.users?c} users) <#if e.achievedTps??>${e.achievedTps?string["0.0"]} / ${e.targetTps?string["0.##"]} TPS (${e.achievedPct?string["0.0"]}%)<#else>not analysed<#if e.problem??>: ${txt.cell(e.problem)}</#if></#if><#if e.fellBehind> ⚠ engine behind</#if>, ${e.rows?c} rows, clock ${e.clockOffsetMs?string["+0.00;-0.00"]} ms ± ${e.clockUncertaintyMs?string["0.00"]}<#sep>; </#list><#if r.jmeter.clockSkew.beyondBound> ⚠ clock skew: ${r.jmeter.clockSkew.largestOffsetMs?string["0.0"]} ms</#if>
</#list>
<#list report.runEvidence?filter(r -> r.faults?has_content) as r>
<#if r?is_first>

Faults fired:
</#if>
<#list r.faults as f>
- ${txt.cell(r.treatmentLabel)} ${txt.cell(r.level)} #${(r.round?c)!"?"}: ${txt.cell(f)}
</#list>
</#list>
<#list report.runEvidence?filter(r -> (r.incidents![])?has_content) as r>
<#if r?is_first>

What happened to runs from outside their plan (run.json's incidents):
</#if>
<#list r.incidents as i>
- ${txt.cell(r.treatmentLabel)} ${txt.cell(r.level)} #${(r.round?c)!"?"}: ${txt.cell(i)}
</#list>
</#list>
