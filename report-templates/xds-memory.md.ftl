<#-- Memory at rest, as Sermant publishes it for xDS: after start-up and a quiet interval, no load, each treatment's
     delta against the baseline in total memory (RSS), heap, off-heap (the JVM's non-heap except the code cache:
     Metaspace + Compressed Class Space) and loaded classes. A sidecar treatment's measured process is client + Envoy:
     its total counts both, its JVM-only figures show "—" (Envoy has no heap or classes; the parts are in the sidecar
     table). Needs an at-rest level (levels: [{name: at-rest, atRest: true}] or --levels at-rest). -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#assign atRest = report.comparisons?filter(c -> c.atRest)>
## Memory at rest

<#if atRest?has_content>
Deltas against ${txt.cell(report.baseline.label)} after start-up and a quiet interval, no load (mean of the per-round deltas;
± its 95 % interval from three rounds, [min..max] with two). ${txt.cell(report.baseline.label)} itself:
<#list atRest as c><#if c?index == 0>total ${c.metrics.rss.baselineText}, heap ${c.metrics.heap.baselineText}, off-heap ${c.metrics.nonHeapExceptCodeCache.baselineText}, classes ${c.metrics.classes.baselineText}.</#if></#list>

| treatment | level | total memory + | heap + | off-heap + | classes + |
|---|---|---|---|---|---|
<#list report.treatments as t>
<#list atRest?filter(c -> c.treatment == t.name) as c>
| ${txt.cell(t.label)} | ${txt.cell(c.level)} | ${c.metrics.rss.deltaText} | ${c.metrics.heap.deltaText} | ${c.metrics.nonHeapExceptCodeCache.deltaText} | ${c.metrics.classes.deltaText} |
</#list>
</#list>
<#else>
No at-rest level ran: add `--levels at-rest` (Maven: `-Dlevels=at-rest,...`) for this table.
</#if>
