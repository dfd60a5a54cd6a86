<#-- Sermant's MQ consume-prohibition table, as published: what the plugin costs a subscribed, polling consumer in
     memory, classes and threads, sampled from outside the JVM at rest (no load). Off-heap is the JVM's non-heap
     (Metaspace + Compressed Class Space) without the code cache, which cannot be read from outside the JVM. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: MQ consume prohibition

<@cmp.legend treatment=t/>

| consumers · level | total memory (RSS) + | heap + | off-heap (non-heap except code cache) + | classes + | threads + |
|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| Kafka 2.7.0, RocketMQ 5.0.0 push + pull · ${cmp.rowTitle(c)} | ${c.metrics.rss.cell} | ${c.metrics.heap.cell} | ${c.metrics.nonHeapExceptCodeCache.cell} | ${c.metrics.classes.cell} | ${c.metrics.threads.cell} |
</#list>

The consumers (Kafka client 2.7.0, RocketMQ client 5.0.0 push and lite pull) run in one JVM, subscribed and polling,
fed a few messages a second per topic in every treatment; the prohibition rule is published with every switch off.
<@cmp.flags treatment=t/>
</#list>
