<#-- Sermant's tag-transmission table: one row per client stack and level, as published (time to max TPS, max TPS,
     average TPS, then resources), plus whether the tags crossed, from each run's probe sent before its load. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#-- "tags crossed 10" for every round of one treatment at one level, joined by rounds; "—" when no run probed. -->
<#function tagsOf treatment level>
  <#assign own = report.runEvidence?filter(r -> r.treatment == treatment && r.level == level && r.probeSplit?has_content)>
  <#return own?has_content?then(own?map(r -> r.probeSplit)?join(" / "), "—")>
</#function>
<#list report.treatments as t>
## ${txt.cell(t.label)}: tag transmission per stack

<@cmp.legend treatment=t/>

| stack · level | time to max TPS | max TPS | avg TPS | CPU + (% of one core) | CPU per request | heap + | metaspace + | tags crossed (${txt.cell(report.baseline.label)} / ${txt.cell(t.label)}) |
|---|---|---|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${txt.cell(c.level)} | ${c.metrics.timeToMaxTps.cell} | ${c.metrics.maxTps.cell} | ${c.metrics.avgTps.cell}<#if c.loadLimited> ⚠ load-limited</#if><#if c.machineSaturated> ⚠ saturated</#if> | ${c.metrics.cpuCorePct.cell} | ${(c.metrics.cpuMsPerRequest.cell)!"—"} | ${c.metrics.heap.cell} | ${c.metrics.metaspace.cell} | ${txt.cell(tagsOf(report.baseline.name, c.level))} / ${txt.cell(tagsOf(t.name, c.level))} |
</#list>

<@cmp.flags treatment=t/>
</#list>

### Probes per run (before the load, and again after it: a treated run whose tags did not cross, or a baseline run where they did, failed; the answers after the load are in run.json's notes)

| run | treatment | round | status | probe |
|---|---|---|---|---|
<#list report.runEvidence as r>
| ${txt.cell(r.level)} | ${txt.cell(r.treatmentLabel)} | ${r.round?c} | ${txt.cell(r.status)} | ${txt.cell(r.probeSplit!"—")} |
</#list>
