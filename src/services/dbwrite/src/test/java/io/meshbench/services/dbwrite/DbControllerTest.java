package io.meshbench.services.dbwrite;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;

/**
 * How the endpoints answer a write Sermant blocks (200, counted), any other failure (500, not counted) and a kind
 * with no server (404), with a store that fails on purpose (Sermant itself is exercised by the scenario's runs).
 */
class DbControllerTest {

    @Test
    void aWriteSermantBlocksAnswers200AndIsCountedAndTheRowsStay() throws Exception {
        FailingStore store = new FailingStore(new SQLException("Database prohibit to write, database: meshbench"));
        DbController controller = controllerWith(store);
        ResponseEntity<Map<String, Object>> first = controller.insert("mariadb");
        controller.insert("mariadb");
        assertThat(first.getStatusCodeValue()).isEqualTo(200);
        assertThat(first.getBody()).containsEntry("written", false).containsEntry("blocked", true);
        assertThat(controller.stats("mariadb").getBody()).containsEntry("rejected", 2L).containsEntry("rows", 0L);
    }

    @Test
    void anyOtherFailureAnswers500AndIsNotCountedAsBlocked() throws Exception {
        DbController controller = controllerWith(new FailingStore(new SQLException("Duplicate entry")));
        ResponseEntity<Map<String, Object>> answer = controller.insert("mariadb");
        assertThat(answer.getStatusCodeValue()).isEqualTo(500);
        assertThat(answer.getBody()).containsEntry("error", "Duplicate entry");
        assertThat(controller.stats("mariadb").getBody()).containsEntry("rejected", 0L);
    }

    @Test
    void aKindWithoutServerAnswers404NamingTheServersThere() throws Exception {
        DbController controller = controllerWith(new FailingStore(new SQLException("unused")));
        assertThat(controller.query("opengauss").getStatusCodeValue()).isEqualTo(404);
        assertThat(controller.insert("opengauss").getBody().get("error").toString()).contains("[mariadb]");
    }

    @Test
    void theRejectionIsRecognisedThroughWrappersOnly() {
        SQLException sermant = new SQLException("Database prohibit to write, database: meshbench");
        assertThat(WriteRejection.isRejection(new RuntimeException("driver", sermant))).isTrue();
        assertThat(WriteRejection.isRejection(new SQLException("Database is read only"))).isFalse();
        assertThat(WriteRejection.isRejection(new IllegalStateException("Database prohibit to write"))).isFalse();
    }

    private static DbController controllerWith(FailingStore store) throws Exception {
        Stores stores = new Stores(new ObjectMapper().readTree("{\"databases\":[]}"), Map.of(), 1) {
            @Override
            Store store(String kind) {
                return kind.equals("mariadb") ? store : null;
            }

            @Override
            Map<String, String> servers() {
                return Map.of("mariadb", "test");
            }
        };
        return new DbController(stores, "dbwrite");
    }

    /** Reads work, every insert throws the given exception, no row is ever added. */
    private static final class FailingStore implements Store {
        private final Exception failure;

        FailingStore(Exception failure) {
            this.failure = failure;
        }

        @Override
        public String kind() {
            return "mariadb";
        }

        @Override
        public String query(int id) {
            return "item-" + id;
        }

        @Override
        public void insert(String name, String payload) throws Exception {
            throw failure;
        }

        @Override
        public long rows() {
            return 0;
        }

        @Override
        public void close() {
        }
    }
}
