<#-- The component table: how fast the treated service reaches its top throughput, and what it costs. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: component overhead

<@cmp.legend treatment=t/>
"+" columns show the delta only.

| threads | time to max TPS | max TPS | avg TPS | CPU + (pp of one core) | CPU per request + | heap + | metaspace + |
|---|---|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${cmp.rowTitle(c)} | ${c.metrics.timeToMaxTps.cell} | ${c.metrics.maxTps.cell} | ${c.metrics.avgTps.cell}<#if c.loadLimited> ⚠ load-limited</#if><#if c.machineSaturated> ⚠ saturated</#if> | ${c.metrics.cpuCorePct.deltaText}${cmp.trending(c)} | ${(c.metrics.cpuMsPerRequest.deltaText)!"—"} | ${c.metrics.heap.deltaText} | ${c.metrics.metaspace.deltaText} |
</#list>
<@cmp.flags treatment=t/>
</#list>
