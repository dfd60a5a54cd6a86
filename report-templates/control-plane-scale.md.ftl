<#-- Control-plane scale (scenarios/control-plane-scale.yaml): the xDS control plane MeshBench ships, against N
     simulated sidecars per run: CPU and memory idle, at rollout (every client connecting at once) and at steady state,
     the time to serve every client, and the memory each client added, beside Open Service Mesh's published "about
     1 MB per pod". Model: report.controlPlaneScale (io.meshbench.results.footprint.ControlPlaneScale). -->
<#import "/lib/text.ftl" as txt>
<#function mb value><#if value?is_number><#return (value / 1048576)?string("0.0")><#else><#return "—"></#if></#function>
<#function kb value><#if value?is_number><#return (value / 1024)?string("0")><#else><#return "—"></#if></#function>
<#function pct value><#if value?is_number><#return value?string("0.0")><#else><#return "—"></#if></#function>
<#function secs ms><#if ms?is_number && ms gte 0><#return (ms / 1000)?string("0.00")><#else><#return "—"></#if></#function>
<#function count value><#if value?is_number><#return value?string("#,##0")><#else><#return "—"></#if></#function>
<#assign rows = report.controlPlaneScale![]>
<#assign ok = rows?filter(r -> r.status == "ok" && r.steady?? && r.idle?? && r.served?? && r.served gt 0)>
## Control-plane scale

| clients | served | time to serve every client (s) | median client served (s) | CPU at rollout, mean / max (% of one core) | CPU time at rollout (core s) | CPU at steady state (% of one core) | RSS idle / rollout max / steady (MB) | heap idle / rollout max / steady (MB) | memory per client, RSS / heap (KB) | run |
|---|---|---|---|---|---|---|---|---|---|---|
<#list rows as r>
| ${count(r.clients!"")} | ${count(r.served!"")} | ${secs(r.rolloutMs!"")} | ${secs(r.medianServedMs!"")} | <#if r.rollout??>${pct(r.rollout.cpuMeanPct!"")} / ${pct(r.rollout.cpuMaxPct!"")}<#else>—</#if> | <#if r.rollout??>${(r.rollout.cpuSeconds!"")?is_number?then(r.rollout.cpuSeconds?string("0.00"), "—")}<#else>—</#if> | <#if r.steady??>${pct(r.steady.cpuMeanPct!"")}<#else>—</#if> | <#if r.idle??>${mb(r.idle.rssMeanBytes!"")}<#else>—</#if> / <#if r.rollout??>${mb(r.rollout.rssMaxBytes!"")}<#else>—</#if> / <#if r.steady??>${mb(r.steady.rssMeanBytes!"")}<#else>—</#if> | <#if r.idle??>${mb(r.idle.heapMeanBytes!"")}<#else>—</#if> / <#if r.rollout??>${mb(r.rollout.heapMaxBytes!"")}<#else>—</#if> / <#if r.steady??>${mb(r.steady.heapMeanBytes!"")}<#else>—</#if> | ${kb(r.rssPerClientBytes!"")} / ${kb(r.heapPerClientBytes!"")} | ${txt.cell(r.status)}<#if r.failure??>: ${txt.cell(r.failure)}</#if> |
</#list>
<#if !rows?has_content>
No run with the plan's idle, rollout and steady samples: run `scenarios/control-plane-scale.yaml` (plan `jmx/control-plane-scale.jmx`).
<#else>

<#if ok?has_content>Largest count served here: ${count(ok?last.served)} clients<#assign short = rows?filter(r -> r.status != "ok")><#if short?has_content>; not reached: <#list short as r>${count(r.clients!"")} (${count(r.served!"")} served<#if r.failed??>, ${count(r.failed)} streams failed</#if><#if r.failure??>, ${txt.cell(r.failure)}</#if>)<#sep>; </#sep></#list></#if>.<#else>No count was served whole on this machine: see each run's status.</#if>
<#if ok?size gt 1>
<#assign first = ok?first>
<#assign last = ok?last>
Memory per added client, from ${count(first.served)} to ${count(last.served)} clients (steady state): ${kb((last.steady.rssMeanBytes - first.steady.rssMeanBytes) / (last.served - first.served))} KB RSS, ${kb((last.steady.heapMeanBytes - first.steady.heapMeanBytes) / (last.served - first.served))} KB heap in use, beside Open Service Mesh's published "about 1 MB per pod" (its control plane's memory, 200 to 1,600 pods).
</#if>

The control plane measured is the one MeshBench ships for its xDS scenarios (`src/services/xds`: envoyproxy's
java-control-plane, ADS, state of the world, one snapshot per node, the same resources as `xds-routing`), not Open
Service Mesh's `osm-controller`, which also issues a certificate per pod and computes each pod's configuration from
the mesh's services; its clients are simulated sidecars that subscribe and acknowledge as Envoy 1.40 does (one
connection each, all on one event loop of the fleet's JVM), not Envoys in pods. Windows: idle (no client yet),
rollout (every client connecting at once, until the last has acknowledged CDS, EDS, LDS and RDS), steady (every
stream open, nothing changing); each bounded by the plan's sample of that name and sampled at 1 Hz, so a rollout of a
second or two holds one or two samples: the CPU time at rollout is its mean times its length. Memory per client is
(steady − idle) / served clients; RSS in MB (2^20 bytes), the heap as the JVM's PerfData counters give it (a heap in
use that the next collection may shrink).
</#if>
