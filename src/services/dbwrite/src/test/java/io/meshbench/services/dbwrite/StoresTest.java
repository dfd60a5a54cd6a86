package io.meshbench.services.dbwrite;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.services.dbservers.DatabaseServers;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** The service's stores against the real servers dbservers starts: a query and an insert through each driver. */
class StoresTest {

    @TempDir
    static Path logs;
    private static DatabaseServers servers;
    private static Stores stores;

    @BeforeAll
    static void start() throws Exception {
        servers = DatabaseServers.start(Map.of(), logs.resolve("servers.log"));
        stores = new Stores(new ObjectMapper().readTree(servers.toJson()), Map.of(), 2);
    }

    @AfterAll
    static void stop() {
        if (stores != null) {
            stores.close();
        }
        if (servers != null) {
            servers.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mariadb", "postgresql", "mongodb"})
    void aQueryReadsASeededRowAndAnInsertAddsOne(String kind) throws Exception {
        Store store = stores.store(kind);
        assertThat(store.kind()).isEqualTo(kind);
        assertThat(store.query(7)).isEqualTo("item-7");
        assertThat(store.query(Store.SEEDED_ROWS)).isEqualTo("item-" + Store.SEEDED_ROWS);
        long before = store.rows();
        store.insert("test-row", Payload.VALUE);
        store.insert("test-row", Payload.VALUE);
        assertThat(store.rows()).isEqualTo(before + 2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"mariadb", "postgresql", "mongodb"})
    void eachKindNamesItsServer(String kind) {
        assertThat(stores.servers().get(kind)).isNotBlank();
        assertThat(stores.rejected(kind)).isZero();
    }

    @org.junit.jupiter.api.Test
    void noOpenGaussServerMeansNoStoreOfThatKind() {
        assertThat(stores.store("opengauss")).isNull();
        assertThat(stores.servers()).doesNotContainKey("opengauss");
    }
}
