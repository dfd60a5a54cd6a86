package io.meshbench.results.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.ResultsException;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The bundled published figures cover every table of Sermant's benchmark page, and a damaged row is named. */
class PublishedFiguresTest {

    @Test
    void everyPublishedTableIsThere() {
        List<PublishedFigures.Figure> figures = PublishedFigures.bundled();

        // the 17 tables of Sermant's page: router, removal, tag transmission (HTTP/RPC, MQ), MQ consume prohibition,
        // database write prohibition, xDS discovery (at rest, sidecar at 1000 and 2000 TPS), xDS routing and xDS
        // flow control (at rest: baseline and deltas; sidecar: baseline, Sermant and Envoy), start-up
        Set<String> tables = figures.stream().map(PublishedFigures.Figure::table).collect(Collectors.toSet());
        assertThat(tables).containsExactlyInAnyOrder("router", "removal", "tag-transmission-http-rpc",
                "tag-transmission-mq", "mq-consume-prohibition", "database-write-prohibition", "xds-discovery-at-rest",
                "xds-discovery-sidecar", "xds-routing-at-rest-baseline", "xds-routing-at-rest",
                "xds-routing-sidecar-baseline", "xds-routing-sidecar", "xds-flowcontrol-at-rest-baseline",
                "xds-flowcontrol-at-rest", "xds-flowcontrol-sidecar-baseline", "xds-flowcontrol-sidecar", "startup");
        assertThat(figures).hasSize(431);
        // spot checks against the page: the router's CPU at 50 users, the MQ consume threads, a start-up time
        assertThat(figures).anySatisfy(f -> {
            assertThat(f.table() + f.level() + f.figure() + f.side()).isEqualTo("router50 userscpudelta");
            assertThat(f.value()).isEqualTo(3.1);
            assertThat(f.tps()).isEqualTo(1000.0);
            assertThat(f.vcpus()).isEqualTo(4);
            assertThat(PublishedFigures.printed(f)).isEqualTo("+3.1 % of pod");
        });
        assertThat(figures).filteredOn(f -> f.table().equals("mq-consume-prohibition") && f.figure().equals("threads"))
                .extracting(PublishedFigures.Figure::value).containsExactly(3.0, 3.0, 4.0);
        assertThat(figures).filteredOn(f -> f.table().equals("startup") && f.level().equals("2 vCPU")
                && f.treatment().equals("Sermant, pre-filter off") && f.figure().equals("jvmStartup"))
                .extracting(PublishedFigures.Figure::value).containsExactly(10.465);
        assertThat(figures.stream().map(PublishedFigures.Figure::source).allMatch(s -> s.startsWith(
                "Sermant documentation, 性能基准测试"))).isTrue();
        assertThat(figures.stream().map(PublishedFigures.Figure::release).collect(Collectors.toSet()))
                .isEqualTo(Set.of("1.1.0", "1.2.0", "1.3.0", "1.4.0", "2.0.0", "2.2.0"));
    }

    @Test
    void aDamagedRowIsNamedWithItsLineAndField() {
        String header = String.join(",", PublishedFigures.COLUMNS) + "\n";
        String row = "router,1.1.0,router,Sermant,50 users,demo,cpu,delta,%s,%% of pod,1000,4,4 vCPUs,m,s\n";

        assertThat(PublishedFigures.read(header + row.formatted("3.1"), "x.csv")).hasSize(1);
        assertThatThrownBy(() -> PublishedFigures.read(header + row.formatted("3,1"), "x.csv"))
                .isInstanceOf(ResultsException.class).hasMessage("x.csv: line 2: 16 fields, a row has 15.");
        assertThatThrownBy(() -> PublishedFigures.read(header + row.formatted("three"), "x.csv"))
                .hasMessage("x.csv: line 2: value is 'three', not a number (write it as 3.1).");
        assertThatThrownBy(() -> PublishedFigures.read("table,value\n", "x.csv"))
                .hasMessageStartingWith("x.csv: line 1: the columns must be table,release,");
    }
}
