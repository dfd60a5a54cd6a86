<#-- Shared pieces of the comparison tables. A comparison is a TreatmentComparison of report.json. -->
<#import "/lib/text.ftl" as txt>
<#function comparisonsOf treatment>
  <#return report.comparisons?filter(c -> c.treatment == treatment.name)>
</#function>
<#-- The row title: JMeter threads when known, else the level's name. -->
<#function rowTitle c>
  <#return c.users?has_content?then(c.users?c, txt.cell(c.level))>
</#function>
<#macro legend treatment>
<#if treatment.changesTopology>
⚠ **${txt.cell(treatment.label)} changes the path the traffic takes**<#if treatment.note??>: ${txt.cell(treatment.note)}</#if>. Its deltas include that change, not only the agent's cost.

<#elseif treatment.note??>
${txt.cell(treatment.label)}: ${txt.cell(treatment.note)}.

</#if>
Each cell: ${txt.cell(report.baseline.label)} / ${txt.cell(treatment.label)} / delta: baseline and treated are medians over the rounds, the delta the mean of the per-round deltas (rounds: <#list comparisonsOf(treatment) as c>${txt.cell(c.level)} ${c.baselineRounds?size}+${c.treatedRounds?size}<#sep>, </#list>); with three rounds or more it shows ± its 95 % interval (paired Student-t over the rounds) and "within noise" when that interval contains zero; with two rounds their [min..max] and no verdict. <@percentileNote/>
</#macro>
<#-- Which definition the latency percentiles follow (report.percentiles; absent in an older report.json: nearest rank). -->
<#macro percentileNote>Latency percentiles: <#if report.percentiles??>${report.percentiles.description}<#else>exact nearest rank over every sample</#if>.</#macro>
<#-- Latency percentiles over every sample of all rounds together (merged histograms), when a side ran several rounds. -->
<#macro pooled treatment>
<#list comparisonsOf(treatment)?filter(c -> c.pooled?has_content && (c.baselineRounds?size > 1 || c.treatedRounds?size > 1)) as c>
- pooled over all rounds' samples (exact nearest rank), ${txt.cell(c.level)}: <#list c.pooled as key, p>${key?upper_case} ${p.baselineMs?c}ms / ${p.treatedMs?c}ms / <#if p.deltaPct??>${p.deltaPct?string["0.0"]}%<#else>—</#if><#sep>; </#list>
</#list>
</#macro>
<#macro flags treatment>
<#list comparisonsOf(treatment) as c><#list c.flags as f>
- ${txt.cell(c.level)}: ${txt.cell(f)}
</#list></#list>
</#macro>
