<#-- The removal-efficacy table: what a user of service removal wants to know when an instance fails. Per run with an
     injected fault: the error rate of the measured window before and after the fault, and the seconds from the fault
     until errors fell back (5 seconds in a row at most 1 percentage point above the rate before the fault; 1 s
     resolution). Model: recovery.rows (io.meshbench.results.report.RecoveryTable), report.treatments. -->
<#import "/lib/text.ftl" as txt>
<#function pct value><#return value?string["0.00"] + "%"></#function>
## Removal efficacy: errors around the fault

⚠ This table measures a failure and what the treatment does about it: with a removal rule the traffic's path changes
(the failing instance stops getting calls). It is not the plugin's steady-state cost; `-Premoval` measures that.

| treatment | level | round | errors before the fault | errors after the fault | errors fell back after |
|---|---|---:|---:|---:|---|
<#list recovery.rows as r>
| ${txt.cell(r.treatmentLabel!r.treatment)} | ${txt.cell(r.level!"—")} | ${(r.round?c)!"—"} | <#if r.recovery??><#if r.recovery.errorPctBefore??>${pct(r.recovery.errorPctBefore)}<#else>—</#if> | <#if r.recovery.errorPctAfter??>${pct(r.recovery.errorPctAfter)}<#else>—</#if> | <#if !r.recovery.errorsRose>errors did not rise<#elseif r.recovery.recoverySeconds??>${r.recovery.recoverySeconds?c} s<#else>not within the window</#if><#else>— | — | not analysed: ${txt.cell(r.problem!"")}</#if> |
</#list>
<#if !recovery.rows?has_content>

No run recorded an injected fault: this table needs a scenario with `faults:` (e.g. scenarios/removal-efficacy.yaml).
</#if>
