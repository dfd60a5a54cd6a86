<#-- The RPS ladder (scenarios/ladder.yaml): per treatment, each level as a step of offered load (open model), what
     was achieved, latency percentiles, errors and the CPU of every sampled process; CPU per load from a
     least-squares line over the steps that kept up; the first step below 95 % of offered marked as saturation.
     Model: report.ladder (io.meshbench.results.ladder.LadderSeries). -->
<#import "/lib/text.ftl" as txt>
<#function pct value><#return value?string("0.0") + "%"></#function>
<#function cpu value><#if value?is_number><#return value?string("0.0") + "%"><#else><#return "—"></#if></#function>
<#list report.ladder as series>
<#assign sidecars = series.steps?filter(s -> s.sidecarCpuPct?? || s.sidecarRssMb??)?size gt 0>
## ${txt.cell(series.label)}: RPS ladder

Latency percentiles: <#if report.percentiles??>${report.percentiles.description}<#else>exact nearest rank over every sample</#if> (the median over rounds, in whole ms).

| offered RPS | achieved RPS | p50 | p90 | p99 | p99.9 | errors | <#list series.processes as p>${txt.cell(p)} CPU (% of one core) | </#list>services CPU (% of one core) | <#if sidecars>sidecars CPU (% of one core) | sidecars RSS (MB) | </#if>machine busy (% of the machine) |
|---|---|---|---|---|---|---|<#list series.processes as p>---|</#list>---|<#if sidecars>---|---|</#if>---|
<#list series.steps as s>
| ${s.offeredRps?string("0")} | ${s.achievedRps?string("0.0")} (${pct(s.achievedPct)})<#if s.saturated> ⚠ saturated</#if> | ${s.p50}ms | ${s.p90}ms | ${s.p99}ms | ${s.p999}ms | ${s.errorPct?string("0.00")}% | <#list series.processes as p>${cpu(s.cpuPct[p]!"")} | </#list>${cpu(s.servicesCpuPct)} | <#if sidecars>${cpu(s.sidecarCpuPct!"")} | <#if s.sidecarRssMb??>${s.sidecarRssMb?string("0.0")}<#else>—</#if> | </#if>${cpu(s.machineBusyPct!"")} |
</#list>

<#if series.cpuFit??>
CPU per load: **${series.cpuFit.per100RpsPct?string("0.00")}% of one core per 100 RPS** (${series.cpuFit.per1000RpsCores?string("0.000")} cores per 1000 RPS; ${series.cpuFit.idlePct?string("0.0")}% at 0 RPS, R² ${series.cpuFit.rSquared?string("0.000")}), least squares over the services' CPU at the unsaturated steps ${series.cpuFit.levels?join(", ")}.
<#else>
CPU per load: no fit, fewer than two steps kept up with the offered rate.
</#if>
<#if series.sidecarCpuFit??>
Sidecars' CPU per load: **${series.sidecarCpuFit.per100RpsPct?string("0.00")}% of one core per 100 RPS** (${series.sidecarCpuFit.idlePct?string("0.0")}% at 0 RPS, R² ${series.sidecarCpuFit.rSquared?string("0.000")}), the same fit over the sidecars' CPU alone (part of the services' CPU above). Sidecars: the Envoy processes, sampled from /proc as the JVMs are, their CPU and resident memory summed per step.
</#if>
<#if series.saturation??>
Saturation: first at **${series.saturation.offeredRps?string("0")} RPS offered**, where ${series.saturation.achievedRps?string("0.0")} RPS were achieved (${pct(series.saturation.achievedPct)} of offered, below 95 %); from there latency measures queueing.
<#else>
Saturation: none; every step achieved at least 95 % of its offered rate.
</#if>

</#list>
CPU in % of one core, mean over the measured window (services: every sampled process but JMeter). Rates and
figures of a step with several rounds are the median of its rounds. On a machine shared with the load generator,
saturation may be this machine's, not the treatment's: compare the machine-busy column.
