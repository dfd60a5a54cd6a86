<#-- The start-up table: how much longer the measured service takes from its JVM's start to being ready (Spring
     Boot's own "Started ... (JVM running for N seconds)" in its log), agent premain and instrumentation included. -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#list report.treatments as t>
## ${txt.cell(t.label)}: start-up

<@cmp.legend treatment=t/>

| threads | start-up (JVM start to ready) |
|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${cmp.rowTitle(c)} | ${c.metrics.startup.cell} |
</#list>
<@cmp.flags treatment=t/>
</#list>
