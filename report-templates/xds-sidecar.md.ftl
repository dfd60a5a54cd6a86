<#-- The xDS sidecar comparison, as Sermant publishes it: per client library and level, the baseline's CPU, average
     latency, p90 and p99, then each treatment's deltas (± a 95 % interval from three rounds, [min..max] with two), and a saturation
     flag where this machine could not hold the level. CPU is the measured process's: for a sidecar treatment the
     client + its Envoy, as a pod's would be (the parts follow below). -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#assign treated = report.treatments>
<#assign levels = []>
<#list report.comparisons?filter(c -> !c.atRest) as c><#if !levels?seq_contains(c.level)><#assign levels = levels + [c.level]></#if></#list>
<#function comparisonOf treatment level>
  <#local found = report.comparisons?filter(c -> c.treatment == treatment.name && c.level == level)>
  <#return found?has_content?then(found[0], "")>
</#function>
<#function flagged c>
  <#return c?has_content && (c.machineSaturated || c.loadLimited)>
</#function>
## Sidecar comparison per client library

${txt.cell(report.baseline.label)}: its figures. Every other column: the delta against it (CPU in % of one core
and its delta in points of one core, CPU per request in ms, latencies in %), the mean of the per-round deltas, ± its 95 % interval from three rounds, [min..max] with two. ⚠ marks a level this machine did not
hold (load-limited, or the machine ≥ 85 % busy): its deltas measure queueing, not the treatment. <@cmp.percentileNote/>

| library · level | ${txt.cell(report.baseline.label)} CPU (% of one core) | CPU per request | avg | p90 | p99 |<#list treated as t> ${txt.cell(t.label)} CPU + (pp of one core) | CPU per request + | avg + | p90 + | p99 + |</#list> saturated |
|---|---|---|---|---|---|<#list treated as t>---|---|---|---|---|</#list>---|
<#list levels as level>
<#assign any = "">
<#list treated as t><#if comparisonOf(t, level)?has_content && !any?has_content><#assign any = comparisonOf(t, level)></#if></#list>
| ${txt.cell(level)} | <#if any?has_content>${any.metrics.cpuCorePct.baselineText} | ${(any.metrics.cpuMsPerRequest.baselineText)!"—"} | ${any.metrics.meanLatency.baselineText} | ${any.metrics.p90.baselineText} | ${any.metrics.p99.baselineText}<#else>— | — | — | — | —</#if> |<#list treated as t><#assign c = comparisonOf(t, level)><#if c?has_content> ${c.metrics.cpuCorePct.deltaText} | ${(c.metrics.cpuMsPerRequest.deltaText)!"—"} | ${c.metrics.meanLatency.deltaText}${cmp.busy(c)} | ${c.metrics.p90.deltaText}${cmp.busy(c)} | ${c.metrics.p99.deltaText}${cmp.busy(c)} |<#else> — | — | — | — | — |</#if></#list> <#assign marks = treated?filter(t -> flagged(comparisonOf(t, level)))?map(t -> t.label)><#if marks?has_content>⚠ ${txt.cell(marks?join(", "))}<#else>no</#if> |
</#list>
<#list treated as t>
<@cmp.flags treatment=t/>
</#list>

### Client and sidecar, each part (mean over the measured window, per run)

| run | treatment | round | process | CPU (% of a core) | RSS |
|---|---|---|---|---|---|
<#list report.runEvidence?filter(r -> r.parts?has_content) as r>
<#list r.parts as p>
| ${txt.cell(r.level)} | ${txt.cell(r.treatmentLabel)} | ${r.round?c} | ${txt.cell(p.process)} | <#if p.cpuCorePct??>${p.cpuCorePct?string["0.0"]}%<#else>—</#if> | <#if p.rssMb??>${p.rssMb?string["0.0"]}M<#else>—</#if> |
</#list>
</#list>
