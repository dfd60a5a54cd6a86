<#-- The plugin table, as Sermant publishes it: one row per thread count. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: plugin overhead

<@cmp.legend treatment=t/>

| threads | CPU (% of one core) | CPU per request | heap | metaspace | P90 | P95 | throughput |
|---|---|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${cmp.rowTitle(c)} | ${c.metrics.cpuCorePct.cell}${cmp.trending(c)} | ${(c.metrics.cpuMsPerRequest.cell)!"—"} | ${c.metrics.heap.cell} | ${c.metrics.metaspace.cell} | ${c.metrics.p90.cell}${cmp.busy(c)}<#if c.machineSaturated> ⚠ saturated</#if>${cmp.trending(c)} | ${c.metrics.p95.cell}${cmp.busy(c)}<#if c.machineSaturated> ⚠ saturated</#if> | ${c.metrics.throughput.cell}<#if c.loadLimited> ⚠ load-limited</#if><#if c.machineSaturated> ⚠ saturated</#if> |
</#list>

<#-- errors beside the table: a removal scenario is judged by them -->
<#list cmp.comparisonsOf(t)?filter(c -> !c.atRest) as c>
- errors ${txt.cell(c.level)}: ${c.metrics.errorPct.cell}
</#list>
<@cmp.pooled treatment=t/>
<@cmp.flags treatment=t/>
</#list>
