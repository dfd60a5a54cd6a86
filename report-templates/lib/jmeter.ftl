<#-- Shared pieces of JMeter's summary table. A figure is a LabelStatistics object of report.json / stats JSON. -->
<#macro summaryHeader first="Label">
| ${first} | # Samples | Average | Median | 90% Line | 95% Line | 99% Line | 99.9% Line | Min | Max | Error % | Throughput | Received KB/sec | Sent KB/sec |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
</#macro>
<#macro summaryRow name s>
| ${name} | ${s.samples?c} | ${s.mean?string["0.00"]} | ${s.median} | ${s.p90} | ${s.p95} | ${s.p99} | ${s.p999} | ${s.min?c} | ${s.max?c} | ${s.errorPct?string["0.00"]}% | <#if s.throughput??>${s.throughput?string["0.0"]}/s<#else>n/a</#if> | <#if s.receivedKBPerSec??>${s.receivedKBPerSec?string["0.00"]}<#else>n/a</#if> | <#if s.sentKBPerSec??>${s.sentKBPerSec?string["0.00"]}<#else>n/a</#if> |
</#macro>
<#-- The line each table with latency percentiles carries: which definition they follow (report.json / stats JSON
     "percentiles"; absent in a model from before it existed: nearest rank, the only definition then). -->
<#macro percentileNote p="">Percentiles: <#if p?has_content>${p.description}<#else>exact nearest rank over every sample</#if>.</#macro>
