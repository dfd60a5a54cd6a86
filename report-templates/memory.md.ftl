<#-- The memory table: where the treated process's memory goes. Total = resident set size; non-heap except code
     cache = the JVM's Metaspace + Compressed Class Space pools (the code cache cannot be read from outside the JVM,
     so it is left out, and the column says so). -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: memory

<@cmp.legend treatment=t/>

| threads | total (RSS) | heap | non-heap except code cache | classes | threads (JVM) | GC collections | GC time |
|---|---|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${cmp.rowTitle(c)} | ${c.metrics.rss.cell} | ${c.metrics.heap.cell} | ${c.metrics.nonHeapExceptCodeCache.cell} | ${c.metrics.classes.cell} | ${c.metrics.threads.cell} | ${c.metrics.gcCount.cell} | ${c.metrics.gcTime.cell} |
</#list>
<@cmp.flags treatment=t/>
</#list>
