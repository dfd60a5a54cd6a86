<#-- The calibration table: what a calibration treatment injected (meta.json treatments[].injected, from the
     scenario) against the deltas measured, figure by figure, with the range accepted and a verdict. The tolerances
     and why they are what they are: docs/calibration.md. Edit them here. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#import "lib/calibration.ftl" as cal>
<#-- accepted: expected ± max(relative × expected, floor), the floor in the figure's unit -->
<#assign tolerance = {
  "p50":     {"relative": 0.10, "floor": 1.0},
  "mean":    {"relative": 0.10, "floor": 0.0},
  "p90":     {"relative": 0.25, "floor": 2.0},
  "cpuCorePct": {"relative": 0.15, "floor": 2.0},
  "heap":    {"relative": 0.25, "floor": 16.0}
}>
<#-- classes: the agent's own (ASM, the servlet hook, the CPU clock; 97 measured) come on top of those it generates -->
<#assign ownClassesAllowance = 250>
<#function fmt value><#return value?string["0.0"]></#function>
<#function bounds key expected>
  <#local t = tolerance[key]>
  <#local width = [expected?abs * t.relative, t.floor]?max>
  <#return [expected - width, expected + width]>
</#function>
<#-- the measured delta (treated − baseline medians), or "" when a side has no figure -->
<#function diff m>
  <#if m.baseline?? && m.treated??><#return m.treated - m.baseline></#if>
  <#return "">
</#function>
<#function shown d unit=""><#return d?is_number?then(fmt(d) + unit, "—")></#function>
<#function verdict d low high="">
  <#if !d?is_number><#return "— not measured"></#if>
  <#return (d >= low && (!high?is_number || d <= high))?then("pass", "**FAIL**")>
</#function>
<#list report.treatments?filter(t -> t.injected??) as t>
<#assign inj = t.injected>
<#assign delay = inj.delayMs!0>
<#assign cpuMs = (inj.cpuMicros!0) / 1000>
## ${txt.cell(t.label)}: injected against measured

<#assign parts = []>
<#if delay gt 0><#assign parts = parts + ["a delay of ${delay} ms per HTTP request (the thread parks)"]></#if>
<#if cpuMs gt 0><#assign parts = parts + ["${cpuMs} ms of CPU per HTTP request by the request thread's own CPU clock"]></#if>
<#if (inj.heapMb!0) gt 0><#assign parts = parts + ["${inj.heapMb} MiB of heap held"]></#if>
<#if (inj.classes!0) gt 0><#assign parts = parts + ["${inj.classes} generated classes loaded"]></#if>
Injected by the calibration agent: ${parts?join("; ")}.
Measured: treated − baseline (means over the paired rounds, geometric for latency and throughput); a figure passes when that delta lies in the accepted range
(docs/calibration.md says why the ranges are what they are). <@cmp.percentileNote/>
<#if delay gt 0 && cal.closedModelNote()?has_content>
${cal.closedModelNote()}
</#if>

<#list cmp.comparisonsOf(t) as c>
<#assign tps = c.metrics.throughput.treated!0>
<#-- a saturated machine queues every request for a core: its latency rows then measure the machine, not the harness -->
<#assign saturated><#if c.machineSaturated> ⚠ machine-saturated</#if></#assign>
<#assign busy = cmp.busy(c)>
<#assign expectedLatency = delay + cpuMs>
<#assign cause><#if delay gt 0>${delay} ms delay</#if><#if delay gt 0 && cpuMs gt 0> + </#if><#if cpuMs gt 0>${cpuMs} ms CPU</#if><#if delay == 0 && cpuMs == 0>nothing per request</#if></#assign>
| ${cmp.rowTitle(c)} threads, ${txt.cell(c.level)} | injected | expected delta | baseline / treated | measured delta | accepted | verdict |
|---|---|---|---|---|---|---|
<#list [["p50", "median latency (ms)", c.metrics.median], ["mean", "mean latency (ms)", c.metrics.meanLatency], ["p90", "90% line (ms)", c.metrics.p90]] as row>
<#assign range = bounds(row[0], expectedLatency)><#assign m = row[2]><#assign d = diff(m)>
<#if cpuMs gt 0>
<#-- a CPU dose takes at least its CPU time of wall time, more whenever the machine preempts the thread -->
| ${row[1]} | ${cause} | ≥ ${fmt(expectedLatency)} | ${m.baselineText} / ${m.treatedText} | ${shown(d)} | ≥ ${fmt(range[0])} (the dose's wall time grows with the machine's load) | ${verdict(d, range[0])}${busy}${saturated} |
<#else>
| ${row[1]} | ${cause} | ${fmt(expectedLatency)} | ${m.baselineText} / ${m.treatedText} | ${shown(d)} | ${fmt(range[0])} .. ${fmt(range[1])} | ${verdict(d, range[0], range[1])}${busy}${saturated} |
</#if>
</#list>
<#assign expectedCpu = cpuMs * tps / 10>
<#assign m = c.metrics.cpuCorePct><#assign range = bounds("cpuCorePct", expectedCpu)><#assign d = diff(m)>
| CPU (% of one core) | <#if cpuMs gt 0>${cpuMs} ms × ${fmt(tps)} TPS achieved<#else>no CPU</#if> | ${fmt(expectedCpu)} | ${m.baselineText} / ${m.treatedText} | ${shown(d)} | ${fmt(range[0])} .. ${fmt(range[1])} | ${verdict(d, range[0], range[1])} |
<#if (inj.heapMb!0) gt 0>
<#assign m = c.metrics.heap><#assign range = bounds("heap", inj.heapMb)><#assign d = diff(m)>
| heap used (MiB) | ${inj.heapMb} MiB held | ${fmt(inj.heapMb)} | ${m.baselineText} / ${m.treatedText} | ${shown(d)} | ${fmt(range[0])} .. ${fmt(range[1])} | ${verdict(d, range[0], range[1])} |
</#if>
<#if (inj.classes!0) gt 0>
<#assign m = c.metrics.classes><#assign d = diff(m)>
| loaded classes | ${inj.classes} generated | ${inj.classes} + the agent's own | ${m.baselineText} / ${m.treatedText} | <#if d?is_number>${d?round}<#else>—</#if> | ${inj.classes} .. ${inj.classes + ownClassesAllowance} | ${verdict(d, inj.classes, inj.classes + ownClassesAllowance)} |
</#if>
| throughput (/s) | — | 0 | ${c.metrics.throughput.baselineText} / ${c.metrics.throughput.treatedText} | ${c.metrics.throughput.deltaText} | — | <#if c.loadLimited>⚠ load-limited: the rate was not held, latency deltas include queueing<#else>rate held</#if>${saturated} |
<#if c.machineSaturated>

⚠ The machine was saturated during a run of this comparison (its Notes say which): requests waited for a
core, so the latency rows measure this machine now, not the harness. Rerun when the machine is otherwise quiet.
</#if>

</#list>
<@cmp.flags treatment=t/>
</#list>
