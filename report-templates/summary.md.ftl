<#-- JMeter's summary table for every run: the total, then one row per label. -->
<#import "lib/jmeter.ftl" as jm>
<#import "/lib/text.ftl" as txt>
## JMeter summary

<#list report.levels as level>
### ${txt.cell(level.name)}

<@jm.summaryHeader first="treatment / round / label"/>
<#list report.runs?filter(r -> r.level == level.name) as r>
<@jm.summaryRow name="**" + txt.cell(r.treatmentLabel) + " #" + r.round + "**" s=r.total/>
<#list r.labels as label, s>
<@jm.summaryRow name=txt.cell(r.treatmentLabel) + " #" + r.round + " " + txt.cell(label) s=s/>
</#list>
</#list>

</#list>
