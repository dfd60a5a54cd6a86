<#-- Start-up repeated (scenarios/startup.yaml), as Sermant published its pre-filter table: per treatment and level
     (a CPU size), the measured service's application start-up (Spring's own "Started ... in") and JVM start-up
     (process start to ready, "JVM running for"), in seconds, median [min..max] over the starts (rounds); and the time
     before the application's clock started (JVM boot and any agent's premain: the agent's own start-up shows as
     its growth over the baseline). Model: report.startups (io.meshbench.results.startup.StartupRepeats). -->
<#import "/lib/text.ftl" as txt>
<#function spread s><#return s.median?string("0.00") + " [" + s.min?string("0.00") + ".." + s.max?string("0.00") + "]"></#function>
<#assign levels = []>
<#list report.startups as s><#if !levels?seq_contains(s.level)><#assign levels = levels + [s.level]></#if></#list>
<#assign labels = []>
<#list report.startups as s><#if !labels?seq_contains(s.label)><#assign labels = labels + [s.label]></#if></#list>
## Start-up per treatment<#if report.startups?has_content> (${txt.cell(report.startups[0].process)})</#if>

| treatment | <#list levels as l>${txt.cell(l)}: app start-up | ${txt.cell(l)}: JVM start-up | ${txt.cell(l)}: before the app | starts | </#list>
|---|<#list levels as l>---|---|---|---|</#list>
<#list labels as label>
| ${txt.cell(label)} | <#list levels as l><#assign found = report.startups?filter(s -> s.label == label && s.level == l)><#if found?has_content>${spread(found[0].application)} | ${spread(found[0].jvm)} | ${spread(found[0].beforeApplication)} | ${found[0].starts} | <#else>— | — | — | 0 | </#if></#list>
</#list>
<#if !report.startups?has_content>
No run logged Spring's start-up line ("Started ... in ... seconds (JVM running for ...)").
</#if>

Seconds, median [min..max] over the starts; each start a fresh JVM. App start-up: Spring's own figure; JVM start-up:
process start to ready ("JVM running for"); before the app: their difference, the JVM's boot plus every agent's
premain, so an agent's own start-up is its growth over the baseline.
