<#-- The frame of report.md: a title, the environment, then each table of meta.json "tables" (rendered by its own
     template, available here as tables[name]), then the Notes (each table flag once, numbered) and the Runs section (runs.md.ftl). Model: report = report.json. -->
<#import "/lib/text.ftl" as txt>
# MeshBench report<#if report.scenario??>: ${txt.cell(report.scenario)}</#if>

<#if report.description??>${txt.cell(report.description)}

</#if>
Baseline: **${txt.cell(report.baseline.label)}**. Treatments: <#list report.treatments as t>**${txt.cell(t.label)}**<#if t.note??> (${txt.cell(t.note)})</#if><#sep>, </#list><#if !report.treatments?has_content>none</#if>.
Levels: <#list report.levels as l>${txt.cell(l.name)}<#if l.users??> (${l.users} threads<#if l.targetTps??>, ${l.targetTps} TPS target</#if><#if l.capacityPct??>, ${l.capacityPct}% of capacity</#if>)<#elseif !l.targetTps??> (no load: at rest)</#if><#sep>; </#list>.
<#if report.load??>
Load: ${txt.cell(report.load.modelDescription!report.load.model!"")}<#if report.load.workloads?? && report.load.workloads?has_content>; every level ran on each workload: ${report.load.workloads?map(w -> txt.cell(w))?join(", ")}</#if><#if report.load.warmupRequests??>; each level's warm-up lasted at least ${report.load.warmupRequests} requests</#if><#if report.load.coldWarmupSeconds??>; the first run on each fresh deployment warmed up ${report.load.coldWarmupSeconds} s (its JVMs start cold), the same for every treatment</#if><#if report.load.levelsShareDeployment?? && report.load.levelsShareDeployment>; a round's levels ran one after another on one deployment per treatment (rotated order, each level with its own warm-up), so a later level runs on JVMs the earlier one warmed</#if><#if report.load.servicesStartTogether?? && report.load.servicesStartTogether>; the services of a deployment started together (start-up times include their contention for the cores, alike for every treatment)</#if>.
<#if report.load.capacity??>
<#assign cap = report.load.capacity>
<#assign capWarm = cap.warmTps!cap.tps>
<#assign capPerSide = cap.sides?? && (cap.sides > 1)>
Capacity: <#if cap.sides?? && (cap.sides > 1)>the duet pair (${cap.sides} baseline deployments side by side, one JMeter offering each side the same unthrottled load) held **${capWarm} TPS per side** on this machine (${(capWarm * cap.sides)?string["0.#"]} TPS in all, ${cap.users} threads per side<#else>the baseline held **${capWarm} TPS** on this machine (unthrottled, ${cap.users} threads</#if>, ${cap.warmupSeconds} s warm-up<#if cap.settled??><#if cap.settled>, until two consecutive 15 s windows agreed within 5 %<#else> ⚠ without settling: its 15 s windows still differed by more than 5 % at the longest warm-up, so the capacity may be low</#if></#if> + ${cap.durationSeconds} s measured, run in ${txt.code(cap.folder + "/")})<#if cap.warmupWindowsTps?? && cap.warmupWindowsTps?has_content>; warm-up TPS per 15 s: ${cap.warmupWindowsTps?map(w -> w?string["0.#"])?join(" → ")}</#if><#if cap.driftPct??>; drift ${cap.driftPct?string["+0.0;-0.0"]} % between the halves of its measured window</#if><#if cap.busyPct??>; machine ${cap.busyPct?string["0"]} % busy</#if>. The capacity-relative levels are shares of <#if cap.runAge?? && cap.runAge.tps?? && (cap.tps < capWarm)>**${cap.tps} TPS<#if capPerSide> per side</#if>**, the lowest it held over any 15 s from ${cap.runAge.fromSeconds?c} to ${cap.runAge.toSeconds?c} s after its load began: the ages at which the runs are measured, on JVMs as young as the probe's were then<#else>it<#if cap.runAge?? && cap.runAge.tps??> (at the ages at which the runs are measured, ${cap.runAge.fromSeconds?c} to ${cap.runAge.toSeconds?c} s after its load began, it held no less over any 15 s)</#if></#if><#if capPerSide>, each side offered that share</#if>.
</#if>
</#if>
<#if report.rerunCommand??>

⚠ A design-card level saturated this machine, so its latency and CPU deltas measure queueing for the CPU, not the treatment. Rerun at rates this machine can hold (shares of the baseline's capacity, probed first):
${txt.code(report.rerunCommand)}
</#if>
<#if report.environment??>

<#function scalar value><#if value?is_hash><#return "{…}"><#elseif value?is_sequence><#return value?map(v -> scalar(v))?join(" ")><#else><#return txt.cell(value?string)></#if></#function>
Environment: <#list report.environment as key, value>${txt.cell(key)}<#if value??> ${scalar(value)}</#if><#sep>; </#list>.
</#if>
<#if report.agents?? && report.agents?has_content>
Agents: <#list report.agents as a><#list a as key, value><#if value??>${txt.cell(key)}=${scalar(value)} </#if></#list><#sep>; </#list>.
</#if>
<#if report.command??>
Reproduce with: ${txt.code(report.command)}
</#if>
Latencies in ms, over the measured window (warm-up trimmed); percentiles: <#if report.percentiles??>${report.percentiles.description}<#else>exact nearest rank over every sample</#if>; throughput is samples / (last end − first start), as JMeter computes it; CPU (in % of one core, its
deltas in points of one core, "pp"), heap and metaspace are means over the same window for the measured process (metaspace from the PerfData counter `sun.gc.metaspace.used`;
of a deployed topology sampled over HTTP, `run --targets`, from Micrometer's `jvm.memory.used`, RSS not exposed: docs/remote.md).

<#list tables as name, markdown>
${markdown}
</#list>
<#if report.verdicts?? && (report.verdicts.cells > 0)>
**Verdicts**: ${txt.cell(report.verdicts.line)} (${txt.cell(report.verdicts.counts)}). Each delta says "costs more" or "costs less" when its 95 % interval excludes zero, "within ±m" when its 90 % interval lies inside the figure's margin (<#if report.verdicts.margins?has_content>set: ${txt.cell(report.verdicts.margins)}; </#if>defaults: CPU ±0.05 ms per request, latency ±5 %, throughput ±1 %, heap ±10 MB, metaspace and off-heap ±1 MB, classes ±100, threads ±2, start-up ±0.25 s, time to max TPS ±2 s, error % ±0.1 pp; GC has none), and otherwise "undecided" with the rounds that would decide it. Baseline, treated and delta are one summary, the mean over the paired rounds: for deltas in a unit the means of each side, so treated − baseline is the delta; for % deltas the geometric means, whose ratio is the mean log ratio (the delta takes off its small lognormal correction).

</#if>
<#-- every flag once, numbered (the tables say "Notes: 1, 3"), then the report's own notes: runs left out and why -->
<#assign flagNotes = flagNotes![]>
<#if flagNotes?has_content || report.notes?has_content>
## Notes

<#list flagNotes as n>
${n.number?c}. ${txt.cell(n.treatmentLabel)}, ${txt.cell(n.level)}: ${txt.cell(n.text)}
</#list>
<#if flagNotes?has_content && report.notes?has_content>

</#if>
<#list report.notes as n>
- ${txt.cell(n)}
</#list>

</#if>
<#-- every benchmark, whatever meta.json "tables" lists: the evidence behind the figures above -->
<#include "runs.md.ftl">

<#if report.plots?has_content>
## Plots

</#if>
<#list report.plots as plot>
![${txt.cell(plot.title)}](${plot.path})

</#list>
