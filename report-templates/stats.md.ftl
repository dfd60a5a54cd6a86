<#-- `meshbench stats`: one run. Model: stats = the JSON of `meshbench stats --format json`. -->
<#import "lib/jmeter.ftl" as jm>
<#import "/lib/text.ftl" as txt>
# Statistics of ${txt.cell(stats.file)}

Measured window: ${((stats.window.endMs - stats.window.startMs) / 1000)?string["0.0"]} s (warm-up ${stats.window.warmupSeconds} s and cool-down ${stats.window.cooldownSeconds} s trimmed); ${stats.rows?c} rows read<#if stats.skippedRows gt 0>, ${stats.skippedRows?c} malformed rows skipped</#if>.
Latencies in ms. <@jm.percentileNote p=stats.percentiles!""/>
<#if stats.labelFold??>
Note: ${txt.cell(stats.labelFold.note)}
</#if>

<@jm.summaryHeader/>
<#list stats.labels as name, s>
<@jm.summaryRow name=txt.cell(name) s=s/>
</#list>
<@jm.summaryRow name="**TOTAL**" s=stats.total/>
<#if stats.total.rateNote??>

Throughput n/a: ${stats.total.rateNote} (JMeter shows Infinity).
</#if>

## Throughput over time

| max TPS | avg TPS (measured window) | time to max TPS | target TPS | achieved | throughput, 1st / 2nd half |
|---:|---:|---:|---:|---:|---|
| ${stats.tps.maxTps?c} | ${stats.tps.avgTps?string["0.0"]} | <#if stats.tps.timeToMaxTpsSeconds??>${stats.tps.timeToMaxTpsSeconds?c} s<#else>—</#if> | <#if stats.tps.targetTps??>${stats.tps.targetTps}<#else>—</#if> | <#if stats.tps.achievedPct??>${stats.tps.achievedPct?string["0.0"]}%<#if stats.tps.loadLimited> ⚠ load-limited (below 95% of target)</#if><#else>—</#if> | <#if stats.tps.steadiness??>${stats.tps.steadiness.firstHalfTps?string["0.0"]} / ${stats.tps.steadiness.secondHalfTps?string["0.0"]} (${stats.tps.steadiness.changePct?string["+0.0;-0.0"]}%)<#if stats.tps.steadiness.drifting> ⚠ throughput drifting</#if><#else>—</#if> |
<#if stats.resources??>

## Resources (mean / max over the measured window)

| process | samples | CPU % of a core | CPU % of the machine | heap MB | metaspace MB | non-heap except code cache MB | classes | threads | RSS MB |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
<#macro fig f scale=1 pattern="0.0"><#if f?has_content && f.mean??>${(f.mean / scale)?string[pattern]} / ${(f.max / scale)?string[pattern]}<#else>—</#if></#macro>
<#list stats.resources as name, r>
| ${txt.cell(name)} | ${r.samples?c} | <@fig f=r.cpuCorePct!/> | <@fig f=r.cpuMachinePct!/> | <@fig f=r.heapUsedBytes! scale=1048576/> | <@fig f=r.metaspaceUsedBytes! scale=1048576/> | <@fig f=r.nonHeapExceptCodeCacheBytes! scale=1048576/> | <@fig f=r.classesLoaded! pattern="0"/> | <@fig f=r.threads! pattern="0"/> | <@fig f=r.rssBytes! scale=1048576/> |
</#list>
</#if>
