<#-- Latency and throughput per label. A label that ran on one side only shows "—" on the other. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: per label

<@cmp.legend treatment=t/>

<#list cmp.comparisonsOf(t) as c>
### ${txt.cell(c.level)}
<#if c.machineBusy??>

Machine ${c.machineBusy.text} (${txt.cell(report.baseline.label)}/${txt.cell(t.label)}, mean over the window)<#if c.machineBusy.queueing> ⚠ queueing: latency deltas here include waiting for a core</#if>.
</#if>

| label | average | P90 | P95 | P99 | throughput | error % |
|---|---|---|---|---|---|---|
<#list c.labels as label, m>
| ${txt.cell(label)} | ${m.meanLatency.cell} | ${m.p90.cell} | ${m.p95.cell} | ${m.p99.cell} | ${m.throughput.cell} | ${m.errorPct.cell} |
</#list>

</#list>
</#list>
