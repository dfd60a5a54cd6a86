<#-- Shared by the calibration table and the duet section: why a delay injected under the closed model comes back
     short (docs/calibration.md, "A pure delay under the closed model"). -->
<#-- The sentence beside a recovered delay when the load was the closed model, "" otherwise. -->
<#function closedModelNote>
  <#if ((report.load.model)!"") != "closed"><#return ""></#if>
  <#return "⚠ closed model: JMeter's throughput timer releases many requests only when a thread comes back from "
    + "its previous one (a thread waiting for its slot sleeps about half a second unless another wakes it), so a server slower by the delay changes when requests start and how many queue together; a "
    + "delay then comes back short, though the agent adds every millisecond it is told to (docs/calibration.md: measured "
    + "and simulated). Recover a delay with the open model (loadModel: open, the shipped calibration scenarios' "
    + "default).">
</#function>
