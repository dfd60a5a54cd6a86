<#-- `meshbench trend`: one figure across benchmarks, one row per benchmark in the trend's order. Model: trend
     (io.meshbench.results.trend.BenchmarkTrend). -->
<#import "/lib/text.ftl" as txt>
## Trend: ${txt.cell(trend.metric)} delta of ${txt.cell(trend.treatmentLabel)} at ${txt.cell(trend.level)} (${txt.cell(trend.scenario)})

One point per benchmark, by ${trend.order}: the delta against the baseline (treated − baseline<#if trend.unit?has_content>, in ${txt.cell(trend.unit)}</#if>; the mean of the per-round deltas) as each report.json gives it, with its spread: the 95 % interval (paired Student-t over the rounds) with 3 rounds or more, the range of the per-round deltas with 2, none with 1.

<#-- by release the first column is the release already: no second one -->
<#assign releaseColumn = trend.order != "release">
| ${trend.order} | delta | spread | rounds | verdict |<#if releaseColumn> release |</#if> folder | caveats |
|---|---:|---|---:|---|<#if releaseColumn>---|</#if>---|---|
<#list trend.points as p>
| ${txt.cell(p.x)} | ${txt.cell(p.deltaText)} | <#if p.lowText??>${txt.cell(p.lowText)} .. ${txt.cell(p.highText)} (${p.spread})<#else>—</#if> | ${p.rounds} | ${txt.cell(p.verdict)} |<#if releaseColumn> ${txt.cell(p.release!"—")} |</#if> ${txt.codeCell(p.folder)} | <#if p.caveats?has_content>⚠ ${p.caveats?map(c -> txt.cell(c))?join(", ")}<#else>—</#if> |
</#list>
<#list trend.notes as note>

Note: ${txt.cell(note)}
</#list>
