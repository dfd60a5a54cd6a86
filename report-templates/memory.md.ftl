<#-- The memory table: where the treated process's memory goes. Total = resident set size; off-heap = metaspace +
     compressed class space + code cache (non-heap). -->
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${t.label}: memory

<@cmp.legend treatment=t/>

| threads | total (RSS) | heap | off-heap | classes | threads (JVM) |
|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${cmp.rowTitle(c)} | ${c.metrics.rss.cell} | ${c.metrics.heap.cell} | ${c.metrics.nonHeap.cell} | ${c.metrics.classes.cell} | ${c.metrics.threads.cell} |
</#list>
<@cmp.flags treatment=t/>
</#list>
