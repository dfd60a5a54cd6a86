<#-- The duet section (report.json "duet", io.meshbench.results.paired.DuetSection): each treatment ran beside a
     baseline of its own, both loaded by one JMeter at once; every figure is paired second by second. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/calibration.ftl" as cal>
<#function num v><#return v?string["0.00"]></#function>
<#function signed v><#return (v >= 0)?then("+", "") + v?string["0.00"]></#function>
<#function level v unit><#return (unit == "pp")?then(num(v) + "%", num(v) + " ms")></#function>
<#function shownUnit unit><#return (unit == "ms/req")?then("ms", (unit == "pp")?then("pp of one core", unit))></#function>
<#macro table rows>
| treatment | level | rounds | figure | baseline | treated | delta [95 % interval] ± half-width |
|---|---|---|---|---|---|---|
<#list rows as r><#list r.cells as c>
| ${txt.cell(r.label)} | ${txt.cell(r.level)} | ${r.rounds} | ${txt.cell(c.figure)} | ${level(c.baseline, c.unit)} | ${level(c.treated, c.unit)} | ${signed(c.delta)} ${shownUnit(c.unit)}<#if c.lower??> [${signed(c.lower)}..${signed(c.upper)}] ±${num(c.halfWidth)}<#else> (no interval: ${txt.cell(c.noInterval)})</#if><#if c.relativePct??> (${signed(c.relativePct)} %)</#if><#if c.withinNoise??><#if c.withinNoise> within noise</#if><#elseif c.lower??> (within deployments: leaves out deployment variance, no verdict)</#if> |
</#list></#list>
</#macro>
## Duet: each treatment beside the baseline, at the same time

This benchmark ran in **duet mode**: in every round each treatment was deployed beside a baseline deployment of its
own (separate ZooKeepers and ports, the same JVM flags), one JMeter loaded both at the level's rate (two thread
groups of the same plan), and one sampler read both sides in the same tick; the side started first, and first in the
plan, alternated between rounds. ${duet.interference}
<#if duet.shared?? && duet.shared?has_content>
Both sides shared: ${duet.shared?map(x -> txt.cell(x))?join("; ")}; each side started everything else (ZooKeeper, every service) for itself.
</#if>
${duet.method}
Per-second medians and P90s: exact nearest rank over the requests started in each second, whatever `--percentiles` says.

<#if duet.rows?has_content>
<@table duet.rows/>
<#list duet.rows as r>

${txt.cell(r.label)} at ${txt.cell(r.level)}: ${txt.cell(r.intervalNote)}
</#list>
<#list duet.rows as r><#if r.injected??>

Injected by ${txt.cell(r.label)} at ${txt.cell(r.level)}:<#list r.cells as c><#if c.metric == "meanLatency" && r.injected.delayMs??> a ${r.injected.delayMs} ms delay, recovered ${signed(c.delta)} ms (${(c.delta / r.injected.delayMs * 100)?string["0"]} %<#if c.lower??>, interval ${(c.lower / r.injected.delayMs * 100)?string["0"]}..${(c.upper / r.injected.delayMs * 100)?string["0"]} %</#if>);</#if><#if c.metric == "cpuPerRequest" && r.injected.cpuMicros?? && (r.injected.cpuMicros > 0)> ${num(r.injected.cpuMicros / 1000)} ms of CPU per request, recovered ${signed(c.delta)} ms (${(c.delta / (r.injected.cpuMicros / 1000) * 100)?string["0"]} %<#if c.lower??>, interval ${(c.lower / (r.injected.cpuMicros / 1000) * 100)?string["0"]}..${(c.upper / (r.injected.cpuMicros / 1000) * 100)?string["0"]} %</#if>);</#if></#list><#if (r.injected.delayMs!0) gt 0 && cal.closedModelNote()?has_content> ${cal.closedModelNote()}</#if>
</#if></#list>
<#else>
No treated duet succeeded.
</#if>
<#if duet.aa?has_content>

### Side effect of the method: duet A/A (the baseline beside the baseline)

An interval here that excludes zero is a bias of the duet itself (position, start order, the sides burdening each
other unequally) of that size; every treated delta above carries it too.

<@table duet.aa/>
<#list duet.aa as r>

${txt.cell(r.label)} at ${txt.cell(r.level)}: ${txt.cell(r.intervalNote)}
</#list>
</#if>
<#list duet.notes as n>
- ${txt.cell(n)}
</#list>
