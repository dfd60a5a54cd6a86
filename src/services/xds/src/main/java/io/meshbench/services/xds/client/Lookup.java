package io.meshbench.services.xds.client;

import java.util.concurrent.ThreadLocalRandom;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcConnectionPool;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The query the routing and flow-control clients make before each call, as in Sermant's published benchmark: one row
 * by primary key from an in-memory H2 database in the client's JVM (nothing to install, nothing else to sample).
 */
final class Lookup {

    static final int ROWS = 1_000;

    private final JdbcTemplate jdbc;

    private Lookup(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    static Lookup inMemory() {
        DataSource pool = JdbcConnectionPool.create("jdbc:h2:mem:xds;DB_CLOSE_DELAY=-1", "sa", "");
        ((JdbcConnectionPool) pool).setMaxConnections(ClientSettings.MAX_CONNECTIONS);
        JdbcTemplate jdbc = new JdbcTemplate(pool);
        jdbc.execute("CREATE TABLE IF NOT EXISTS item (id INT PRIMARY KEY, name VARCHAR(64))");
        jdbc.update("DELETE FROM item");
        for (int id = 0; id < ROWS; id++) {
            jdbc.update("INSERT INTO item (id, name) VALUES (?, ?)", id, "item-" + id);
        }
        return new Lookup(jdbc);
    }

    /** The name of a random row. */
    String any() {
        int id = ThreadLocalRandom.current().nextInt(ROWS);
        return jdbc.queryForObject("SELECT name FROM item WHERE id = ?", String.class, id);
    }
}
