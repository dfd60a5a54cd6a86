<#-- The sidecar table: what a proxy in front of the service adds. Deltas only: CPU in points of one core,
     memory in MB, latencies relative to the baseline. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: sidecar overhead

Deltas against ${txt.cell(report.baseline.label)} (mean of the per-round deltas; ± its 95 % interval from three rounds, [min..max] with two). <@cmp.percentileNote/>

| threads | CPU + (pp of one core) | CPU per request + | memory + | avg latency + | p90 + | p99 + |
|---|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${cmp.rowTitle(c)} | ${c.metrics.cpuCorePct.deltaText}${cmp.trending(c)} | ${(c.metrics.cpuMsPerRequest.deltaText)!"—"} | ${c.metrics.rss.deltaText} | ${c.metrics.meanLatency.deltaText}${cmp.busy(c)}<#if c.machineSaturated> ⚠ saturated</#if> | ${c.metrics.p90.deltaText}${cmp.busy(c)}<#if c.machineSaturated> ⚠ saturated</#if> | ${c.metrics.p99.deltaText}${cmp.busy(c)}<#if c.machineSaturated> ⚠ saturated</#if> |
</#list>
<@cmp.flags treatment=t/>
</#list>
