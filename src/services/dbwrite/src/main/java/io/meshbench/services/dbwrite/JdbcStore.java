package io.meshbench.services.dbwrite;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A SQL database through its JDBC driver (MariaDB, PostgreSQL or openGauss) and a HikariCP pool: table
 * {@code meshbench_item} (100 seeded rows, read by id) and {@code meshbench_write} (append-only, written by inserts).
 */
final class JdbcStore implements Store {

    private final String kind;
    private final HikariDataSource pool;

    private JdbcStore(String kind, HikariDataSource pool) {
        this.kind = kind;
        this.pool = pool;
    }

    /** Connects, creates the schema if missing and seeds the read table; the password comes from the environment. */
    static JdbcStore open(String kind, String url, String user, String password, int poolSize) throws SQLException {
        HikariConfig config = new HikariConfig();
        config.setPoolName(kind);
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password == null ? "" : password);
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(poolSize);
        HikariDataSource pool = new HikariDataSource(config);
        try {
            createSchema(pool);
            return new JdbcStore(kind, pool);
        } catch (SQLException | RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    private static void createSchema(HikariDataSource pool) throws SQLException {
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE IF NOT EXISTS meshbench_item (id INT PRIMARY KEY, name VARCHAR(64) NOT NULL, payload VARCHAR(256) NOT NULL)");
            statement.execute("CREATE TABLE IF NOT EXISTS meshbench_write (name VARCHAR(64) NOT NULL, payload VARCHAR(256) NOT NULL)");
            try (ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM meshbench_item")) {
                count.next();
                if (count.getLong(1) > 0) {
                    return;
                }
            }
            try (PreparedStatement seed = connection.prepareStatement("INSERT INTO meshbench_item (id, name, payload) VALUES (?, ?, ?)")) {
                for (int id = 1; id <= SEEDED_ROWS; id++) {
                    seed.setInt(1, id);
                    seed.setString(2, "item-" + id);
                    seed.setString(3, Payload.VALUE);
                    seed.addBatch();
                }
                seed.executeBatch();
            }
        }
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public String query(int id) throws SQLException {
        try (Connection connection = pool.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT name, payload FROM meshbench_item WHERE id = ?")) {
            select.setInt(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? row.getString(1) : null;
            }
        }
    }

    @Override
    public void insert(String name, String payload) throws SQLException {
        try (Connection connection = pool.getConnection();
             PreparedStatement insert = connection.prepareStatement("INSERT INTO meshbench_write (name, payload) VALUES (?, ?)")) {
            insert.setString(1, name);
            insert.setString(2, payload);
            insert.executeUpdate();
        }
    }

    @Override
    public long rows() throws SQLException {
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM meshbench_write")) {
            count.next();
            return count.getLong(1);
        }
    }

    @Override
    public void close() {
        pool.close();
    }
}
