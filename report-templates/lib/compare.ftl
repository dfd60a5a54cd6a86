<#-- Shared pieces of the comparison tables. A comparison is a TreatmentComparison of report.json. -->
<#import "/lib/text.ftl" as txt>
<#function comparisonsOf treatment>
  <#return report.comparisons?filter(c -> c.treatment == treatment.name)>
</#function>
<#-- The row title: JMeter threads when known, else the level's name. -->
<#function rowTitle c>
  <#return c.users?has_content?then(c.users?c, txt.cell(c.level))>
</#function>
<#-- Beside every latency delta: each side's mean machine busy share (baseline/treated, median over rounds), and
     "⚠ queueing" from the busy share where M/M/c on the machine's cores puts the wait for a core at a tenth of a
     service time (docs/results-engine.md, "Machine load"). -->
<#function busy c>
  <#if !(c.machineBusy??)><#return ""></#if>
  <#return " · " + c.machineBusy.text + c.machineBusy.queueing?then(" ⚠ queueing", "")>
</#function>
<#-- Beside the CPU and latency deltas: a run of either side whose mean latency or CPU per request trended across its
     window beyond its own noise (the trend test; docs/method.md). The Runs table's "throughput drifting" is the other
     test, of the throughput's halves. -->
<#function trending c>
  <#return c.unsteady?then(" ⚠ latency/CPU trending", "")>
</#function>
<#macro legend treatment>
<#if treatment.changesTopology>
⚠ **${txt.cell(treatment.label)} changes the path the traffic takes**<#if treatment.note??>: ${txt.cell(treatment.note)}</#if>. Its deltas include that change, not only the agent's cost.

<#elseif treatment.note??>
${txt.cell(treatment.label)}: ${txt.cell(treatment.note)}.

</#if>
Each cell: ${txt.cell(report.baseline.label)} / ${txt.cell(treatment.label)} / delta: baseline, treated and delta are means over the paired rounds (geometric for % deltas), so they subtract (rounds: <#list comparisonsOf(treatment) as c>${txt.cell(c.level)} ${c.baselineRounds?size}+${c.treatedRounds?size}<#sep>, </#list>); with three rounds or more it shows ± its 95 % interval (paired Student-t over the rounds) and "within noise" when that interval contains zero; with two rounds their [min..max] and no verdict. <@percentileNote/>
</#macro>
<#-- Which definition the latency percentiles follow (report.percentiles; absent in an older report.json: nearest rank). -->
<#macro percentileNote>Latency percentiles: <#if report.percentiles??>${report.percentiles.description}<#else>exact nearest rank over every sample</#if>.</#macro>
<#-- Latency percentiles over every sample of all rounds together (merged histograms), when a side ran several rounds. -->
<#macro pooled treatment>
<#list comparisonsOf(treatment)?filter(c -> c.pooled?has_content && (c.baselineRounds?size > 1 || c.treatedRounds?size > 1)) as c>
- pooled over all rounds' samples (exact nearest rank), ${txt.cell(c.level)}: <#list c.pooled as key, p>${key?upper_case} ${p.baselineMs?c}ms / ${p.treatedMs?c}ms / <#if p.deltaPct??>${p.deltaPct?string["0.0"]}%<#else>—</#if><#sep>; </#list>
</#list>
</#macro>
<#-- The numbers of this treatment's flags, printed once in report.md's Notes section (flagNotes, FlagNotes.java):
     every table of a treatment would otherwise repeat the same text. The blank line ends the table above. -->
<#macro flags treatment>
<@detectable treatment=treatment/>
<#if flagNotes??>
<#assign numbers = flagNotes?filter(n -> n.treatment == treatment.name)?map(n -> n.number?c)>
<#if numbers?has_content>

Notes: ${numbers?join(", ")} (see Notes, below).
</#if>
<#else>
<#-- a table on its own (meshbench compare) has no Notes section: its flags follow it -->
<#list comparisonsOf(treatment) as c><#list c.flags as f>
- ${txt.cell(c.level)}: ${txt.cell(f)}
</#list></#list>
</#if>
</#macro>
<#-- One line per table: the smallest true effects on P90 and CPU that the rounds' t-test finds 80 % of the time at
     α = 5 % (report.json detectableEffect, three rounds or more); smaller ones may be missed. -->
<#function effectText m>
  <#local unit = (m.style == "PERCENT_POINTS")?then(" points", (m.style == "MEGABYTES")?then("M", (m.style == "MILLISECONDS" || m.style == "RATE")?then(" %", "")))>
  <#return "≈ " + m.detectableEffect?string["0.0"] + unit>
</#function>
<#macro detectable treatment>
<#assign sized = comparisonsOf(treatment)?filter(c -> c.metrics.p90?? && c.metrics.p90.detectableEffect??)>
<#if sized?has_content>
- effects smaller than these may be missed: <#list sized as c>${txt.cell(c.level)}, ${c.metrics.p90.pairedRounds} rounds: P90 ${effectText(c.metrics.p90)}<#if c.metrics.cpuCorePct?? && c.metrics.cpuCorePct.detectableEffect??>, CPU ${effectText(c.metrics.cpuCorePct)} of one core</#if><#sep>; </#list> (a true delta this size is found 80 % of the time at α = 5 %, on average over the rounds' spread it is computed from)
</#if>
</#macro>
