<#-- Shared pieces of JMeter's summary table. A figure is a LabelStatistics object of report.json / stats JSON. -->
<#macro summaryHeader first="Label">
| ${first} | # Samples | Average | Median | 90% Line | 95% Line | 99% Line | 99.9% Line | Min | Max | Error % | Throughput | Received KB/sec | Sent KB/sec |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
</#macro>
<#macro summaryRow name s>
| ${name} | ${s.samples?c} | ${s.mean?string["0.00"]} | ${s.median?c} | ${s.p90?c} | ${s.p95?c} | ${s.p99?c} | ${s.p999?c} | ${s.min?c} | ${s.max?c} | ${s.errorPct?string["0.00"]}% | <#if s.throughput??>${s.throughput?string["0.0"]}/s<#else>n/a</#if> | <#if s.receivedKBPerSec??>${s.receivedKBPerSec?string["0.00"]}<#else>n/a</#if> | <#if s.sentKBPerSec??>${s.sentKBPerSec?string["0.00"]}<#else>n/a</#if> |
</#macro>
