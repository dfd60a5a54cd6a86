<#-- The idle footprint (scenarios/idle.yaml): every sampled process at rest (an at-rest level: no load, sampled after
     the idle period), per treatment: CPU, resident memory (RSS), heap and non-heap except the code cache; means
     over the sampled window, the median of the rounds. Model: report.idle (io.meshbench.results.footprint.IdleFootprint). -->
<#import "/lib/text.ftl" as txt>
<#function mb value><#if value?is_number><#return (value / 1048576)?string("0.0") + "M"><#else><#return "—"></#if></#function>
<#function pct value><#if value?is_number><#return value?string("0.00") + "%"><#else><#return "—"></#if></#function>
## Idle footprint

| treatment | level | process | CPU (% of one core) | RSS | heap | non-heap except code cache | rounds |
|---|---|---|---|---|---|---|---|
<#list report.idle as r>
| ${txt.cell(r.label)} | ${txt.cell(r.level)} | ${txt.cell(r.process)} | ${pct(r.cpuPct!"")} | ${mb(r.rssBytes!"")} | ${mb(r.heapBytes!"")} | ${mb(r.nonHeapBytes!"")} | ${r.rounds} |
</#list>
<#if !report.idle?has_content>
No at-rest run with samples: give the scenario an at-rest level (`{name: at-rest, atRest: true}`) and a duration.
</#if>

<#if report.environment?? && report.environment.images??>
Images built from docker/ (size and layers, base first, as `podman image inspect` and `podman history` give them): ${txt.cell(report.environment.images)}.
</#if>

No load: the services ran through the idle period (the level's warm-up) after start-up, then were sampled once a
second; CPU in % of one core, memory in MB (2^20 bytes), means over the sampled window.
