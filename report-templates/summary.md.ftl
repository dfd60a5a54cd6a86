<#-- JMeter's summary table for every run: the total, then one row per label. -->
<#import "lib/jmeter.ftl" as jm>
<#import "/lib/text.ftl" as txt>
## JMeter summary

Latencies in ms. <@jm.percentileNote p=report.percentiles!""/>

<#list report.levels as level>
<#-- an at-rest level sent no request: nothing to summarise -->
<#if report.runs?filter(r -> r.level == level.name && r.total.samples gt 0)?has_content>
### ${txt.cell(level.name)}

<@jm.summaryHeader first="treatment / round / label"/>
<#list report.runs?filter(r -> r.level == level.name) as r>
<@jm.summaryRow name="**" + txt.cell(r.treatmentLabel) + " #" + r.round + "**" s=r.total/>
<#list r.labels as label, s>
<@jm.summaryRow name=txt.cell(r.treatmentLabel) + " #" + r.round + " " + txt.cell(label) s=s/>
</#list>
</#list>

</#if>
</#list>
