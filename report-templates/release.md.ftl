<#-- The release table: each treatment against its copy on another Sermant release (`run --sermant-compare-home`,
     report.releaseComparisons), every figure at every level, compared as the treatments are with the baseline: the
     same rounds paired by round number, the other release in the baseline's place. Added to a report whenever it
     holds such a pair. -->
<#import "/lib/text.ftl" as txt>
<#-- each figure under the title and unit the other tables give it (plugin, memory, component, startup), its key beside -->
<#assign titles = {"cpuCorePct": "CPU (% of one core)", "heap": "heap", "metaspace": "metaspace",
  "nonHeapExceptCodeCache": "non-heap except code cache", "rss": "total (RSS)", "classes": "classes",
  "threads": "threads (JVM)", "gcCount": "GC collections", "gcTime": "GC time", "startup": "start-up",
  "meanLatency": "average latency", "median": "median", "p90": "P90", "p95": "P95", "p99": "P99",
  "throughput": "throughput (/s)", "errorPct": "errors (% of samples)", "maxTps": "max TPS", "avgTps": "avg TPS",
  "timeToMaxTps": "time to max TPS"}>
<#assign releases = report.releaseComparisons![]>
<#assign pairs = []>
<#list releases as r><#if !pairs?seq_contains(r.treatment)><#assign pairs = pairs + [r.treatment]></#if></#list>
<#list pairs as name>
<#assign rows = releases?filter(r -> r.treatment == name)>
<#assign first = rows[0]>
## ${txt.cell(first.treatmentLabel)} vs ${txt.cell(first.otherLabel)}

Sermant ${txt.cell(first.version!"(version not recorded)")} (${txt.code(first.treatment)}) against Sermant ${txt.cell(first.otherVersion!"(version not recorded)")} (${txt.code(first.other)}), with the same plugins, rules and checks, in the same benchmark as the baseline. Each cell: ${txt.cell(first.otherVersion!first.other)} / ${txt.cell(first.version!first.treatment)} / delta (${txt.cell(first.version!first.treatment)} − ${txt.cell(first.otherVersion!first.other)}): means over the paired rounds (geometric for % deltas), so they subtract, rounds paired by number (rounds: <#list rows as r>${txt.cell(r.level)} ${r.comparison.baselineRounds?size}+${r.comparison.treatedRounds?size}<#sep>, </#list>); with three rounds or more ± its 95 % interval (paired Student-t over the rounds) and "within noise" when that interval contains zero; with two rounds their [min..max] and no verdict. Each figure under its title and unit in the other tables, with its report.json key (as `meshbench gate` and `meshbench trend --metric` name them).

| figure | <#list rows as r>${txt.cell(r.level)}<#sep> | </#list> |
|---|<#list rows as r>---|</#list>
<#list first.comparison.metrics?keys as key>
<#if rows?filter(r -> r.comparison.metrics[key]?? && (r.comparison.metrics[key].baseline?? || r.comparison.metrics[key].treated??))?has_content>
| ${txt.cell(titles[key]!key)} (`${key}`) | <#list rows as r><#if r.comparison.metrics[key]??>${r.comparison.metrics[key].cell}<#else>—</#if><#sep> | </#list> |
</#if>
</#list>
<#list rows as r><#list r.comparison.flags as f>
- ${txt.cell(r.level)}: ${txt.cell(f)}
</#list></#list>

</#list>
