package io.meshbench.services.dbwrite;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;

/** MongoDB through the sync driver: collection {@code item} (100 seeded documents, read by id) and {@code write}. */
final class MongoStore implements Store {

    private final MongoClient client;
    private final MongoCollection<Document> items;
    private final MongoCollection<Document> writes;

    private MongoStore(MongoClient client, String database) {
        this.client = client;
        this.items = client.getDatabase(database).getCollection("item");
        this.writes = client.getDatabase(database).getCollection("write");
    }

    static MongoStore open(String url, String database) {
        MongoStore store = new MongoStore(MongoClients.create(url), database);
        try {
            if (store.items.countDocuments() == 0) {
                List<Document> seed = new ArrayList<>();
                for (int id = 1; id <= SEEDED_ROWS; id++) {
                    seed.add(new Document("_id", id).append("name", "item-" + id).append("payload", Payload.VALUE));
                }
                store.items.insertMany(seed);
            }
            return store;
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }

    @Override
    public String kind() {
        return "mongodb";
    }

    @Override
    public String query(int id) {
        Document found = items.find(Filters.eq("_id", id)).first();
        return found == null ? null : found.getString("name");
    }

    @Override
    public void insert(String name, String payload) {
        writes.insertOne(new Document("name", name).append("payload", payload));
    }

    @Override
    public long rows() {
        return writes.countDocuments();
    }

    @Override
    public void close() {
        client.close();
    }
}
